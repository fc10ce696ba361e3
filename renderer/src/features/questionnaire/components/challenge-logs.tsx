import './records.css';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { EmptyState, ErrorState } from '@/components/states';
import { LineSkeleton } from '@/components/skeleton';
import { formatDate } from '@/lib/format';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { useSessionStore } from '@/stores/session-store';
import { challengePath, fetchChallengeLogs, resultPath } from '../api/challenge-api';
import { formatUsedTime } from '../lib/campaign-status';

type Log = Awaited<ReturnType<typeof fetchChallengeLogs>>['list'][number];

/** A log row's outcome: played as a challenge (cleared or not), or an attempt of the plain exam calls. */
function logOutcome(log: Log): string {
  if (!log.finished) return '进行中';
  if (log.cleared === null) return log.passed ? '已通过' : '未通过';
  return log.cleared ? '闯关成功' : '挑战失败';
}

function LogRow({ log }: { log: Log }) {
  // A cleared challenge passed every level (a revived or skipped one counts), whatever it scored.
  const level = `${log.cleared ? log.questionCount : (log.correctCount ?? 0)}/${log.questionCount} 关`;
  return (
    <li className="qn-log">
      <Link
        className="qn-log__link"
        to={log.finished ? resultPath(log.attemptId) : challengePath(log.attemptId)}
      >
        <span className="qn-log__main">
          <span className="qn-log__outcome">{logOutcome(log)}</span>
          <span className="qn-log__meta">
            {formatDate(log.startedAt, 'YYYY-MM-DD HH:mm')} · 闯过 {level}
            {log.usedSeconds !== null ? ` · 用时 ${formatUsedTime(log.usedSeconds)}` : ''}
          </span>
          <span className="qn-log__meta">
            道具：{log.propsUsed.length ? log.propsUsed.join('、') : '未使用'}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** 挑战记录: past challenges, newest first, more on scroll. */
export function ChallengeLogs() {
  const token = useSessionStore((s) => s.token);
  const list = usePagedList(
    `challenge-logs:${token ?? ''}`,
    (page) => fetchChallengeLogs(page),
    Boolean(token),
  );
  if (list.loading && list.items.length === 0) return <LineSkeleton rows={4} />;
  if (list.error && list.items.length === 0)
    return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0)
    return <EmptyState title="暂无挑战记录" description="去首页开始第一次闯关吧" />;
  return (
    <>
      <ul className="qn-logs" aria-label="挑战记录">
        {list.items.map((log) => (
          <LogRow key={log.attemptId} log={log} />
        ))}
      </ul>
      <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
    </>
  );
}
