import './challenge-board.css';
import { useState } from 'react';
import type { ChallengeRank } from '@/contracts/api/questionnaire-challenge';
import { EmptyState, LoadFailure } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchChallengeRank } from '../api/challenge-api';
import { formatUsedTime } from '../lib/campaign-status';

type Scope = 'today' | 'all';
const TABS: [Scope, string][] = [
  ['today', '今日榜'],
  ['all', '总榜'],
];
type Item = ChallengeRank['list'][number];

function Row({ item, mine = false }: { item: Item; mine?: boolean }) {
  return (
    <>
      <span className={`qn-rank__no${item.rank <= 3 ? ' qn-rank__no--top' : ''}`}>{item.rank}</span>
      <span className="qn-rank__name">{mine ? `我（${item.nickname}）` : item.nickname}</span>
      <span className="qn-rank__level">{item.level} 关</span>
      <span className="qn-rank__time">{formatUsedTime(item.usedSeconds)}</span>
    </>
  );
}

/** 排行榜: today's and the overall board (levels, then time used), my place pinned below. */
export function ChallengeBoard() {
  const [scope, setScope] = useState<Scope>('today');
  const token = useSessionStore((s) => s.token);
  const board = useRequest(
    () => fetchChallengeRank(scope),
    `challenge-rank:${scope}:${token ?? ''}`,
  );
  const panelId = `qn-rank-${scope}`;
  return (
    <>
      <div className="qn-tabs" role="tablist" aria-label="榜单">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`qn-tab-${value}`}
            aria-selected={scope === value}
            aria-controls={panelId}
            className="qn-tabs__tab"
            onClick={() => setScope(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`qn-tab-${scope}`}>
        {board.data ? (
          board.data.list.length === 0 ? (
            <EmptyState
              title={scope === 'today' ? '今日暂无成绩' : '暂无成绩'}
              description="完成一局挑战即可上榜"
            />
          ) : (
            <ol className="qn-rank" aria-label={scope === 'today' ? '今日排行' : '总排行'}>
              {board.data.list.map((item) => (
                <li key={item.userId} className="qn-rank__row">
                  <Row item={item} />
                </li>
              ))}
            </ol>
          )
        ) : board.error ? (
          <LoadFailure error={board.error} onRetry={board.reload} />
        ) : (
          <PageLoading />
        )}
        {board.data ? (
          <section className="qn-rank__mine" aria-label="我的排名">
            {board.data.mine ? (
              <div className="qn-rank__row">
                <Row item={board.data.mine} mine />
              </div>
            ) : (
              <p className="qn-rank__none">
                {token ? '你还未上榜，完成挑战即可上榜' : '登录后查看我的排名'}
              </p>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
