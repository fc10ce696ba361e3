import './exam.css';
import './exam-home.css';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ExamInfo } from '@/contracts/api/exam';
import { Button } from '@/components/button';
import { ensureLoggedIn } from '@/lib/auth';
import {
  CampaignEntries,
  CampaignHero,
  QuizStats,
} from '@/components/quiz/campaign/campaign-parts';
import { formatMoney } from '@/lib/format';
import { showSuccess } from '@/lib/toast';
import { applyExam, submitExam } from '../api/exam-api';
import { rememberRankBefore, rememberResult } from '../lib/attempt-memo';
import { examPath } from '@/domain/quiz/exam-id';
import { useSingleFlight } from '@/domain/quiz/use-single-flight';
import { formatDuration, myStateOf } from '../lib/my-state';

export type HomeExtras = {
  /** The props owned for this exam (toolInfo), from the server. */
  props: { propType: number; name: string; count: number }[];
  /** Red-packet income so far (cents), from the server. */
  totalRevenueCents: number | null;
};

type ExamHomeProps = {
  info: ExamInfo;
  /** Null while they load: the page shows the campaign as soon as its info is in. */
  extras: HomeExtras | null;
  loggedIn: boolean;
  inviteUserId: number | null;
  onChanged: () => void;
};

/** The competition's home: campaign, dates and state, my standing, props, income, the main action, entries. */
export function ExamHome({ info, extras, loggedIn, inviteUserId, onChanged }: ExamHomeProps) {
  const navigate = useNavigate();
  const { pending, run } = useSingleFlight();
  const state = myStateOf(info, loggedIn);
  const examId = info.examId;

  const onMain = () =>
    void run(async () => {
      switch (state.action.kind) {
        case 'login':
          await ensureLoggedIn();
          return;
        case 'apply':
          await applyExam(examId, inviteUserId);
          showSuccess('报名成功');
          onChanged();
          return;
        case 'begin':
          rememberRankBefore(examId, info.myRank);
          navigate(examPath('/exam/answer', examId));
          return;
        case 'resume':
          navigate(examPath('/exam/answer', examId));
          return;
        default:
      }
    });
  /** Submits an attempt as it stands, or reads the result of one already submitted, and shows it. */
  const showResultOf = (attemptId: number | null) =>
    void run(async () => {
      if (attemptId === null) return;
      const result = await submitExam(attemptId);
      rememberResult(result);
      navigate(examPath('/exam/result', examId, { attemptId: result.attemptId }));
    });

  return (
    <>
      <CampaignHero
        campaign={info}
        periodLabel="竞赛时间"
        facts={`${info.participants} 人参与 · 每次 ${info.questionCount} 题 · 限时 ${Math.round(info.durationSeconds / 60)} 分钟`}
      />

      <section className="exam-card" aria-labelledby="exam-mine">
        <h2 id="exam-mine" className="exam-card__title">
          我的状态：<span className="exam-state">{state.label}</span>
        </h2>
        <QuizStats
          items={[
            ['最佳成绩', info.bestScore === null ? '暂无' : `${info.bestScore} 分`],
            ['用时', info.bestSeconds === null ? '--' : formatDuration(info.bestSeconds)],
            ['我的排名', info.myRank === null ? '未上榜' : `第 ${info.myRank} 名`],
            ['累计红包', revenueText(extras)],
          ]}
        />
        {info.inviter && !info.applied ? (
          <p className="exam-note">好友 {info.inviter.nickname} 邀请您参加竞赛</p>
        ) : null}
        {state.note ? <p className="exam-note">{state.note}</p> : null}
        {info.autoSubmittedAttemptId !== null ? (
          <div className="exam-note exam-note--action" role="status">
            <span>上次答题已到时间，系统已按已答题目自动交卷</span>
            <Button
              size="small"
              shape="rounded"
              disabled={pending}
              onClick={() => showResultOf(info.autoSubmittedAttemptId)}
            >
              查看成绩
            </Button>
          </div>
        ) : null}
        <div className="exam-actions">
          <Button
            color="primary"
            block
            size="large"
            shape="rounded"
            disabled={state.action.kind === 'none'}
            loading={pending}
            onClick={onMain}
          >
            {state.action.text}
          </Button>
          {state.action.kind === 'resume' ? (
            <Button
              block
              size="large"
              shape="rounded"
              disabled={pending}
              onClick={() => showResultOf(info.unfinishedAttemptId)}
            >
              放弃（按已答交卷）
            </Button>
          ) : null}
        </div>
      </section>

      {loggedIn ? (
        <section className="exam-card" aria-labelledby="exam-props">
          <h2 id="exam-props" className="exam-card__title">
            我的道具
          </h2>
          {/* One line's height whatever it holds, so nothing below moves when the props arrive. */}
          <div className="exam-props-slot">
            {extras === null ? (
              <p className="exam-props-note">道具加载中…</p>
            ) : extras.props.length > 0 ? (
              <ul className="exam-props">
                {extras.props.map((p) => (
                  <li key={p.propType}>
                    {p.name} ×{p.count}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="exam-props-note">暂无道具</p>
            )}
          </div>
        </section>
      ) : null}

      <CampaignEntries
        label="竞赛入口"
        entries={ENTRIES.map(([label, path]) => [label, examPath(path, examId)])}
      />
    </>
  );
}

/**
 * The income, or a mark while it loads. Keyed apart: the value is new text in the cell, not the
 * mark's text moved (a centred text that changes width would count as a layout shift).
 */
function revenueText(extras: HomeExtras | null): ReactNode {
  if (extras === null) return <span key="loading">…</span>;
  return (
    <span key="value">
      {extras.totalRevenueCents === null ? '--' : `${formatMoney(extras.totalRevenueCents)} 元`}
    </span>
  );
}

/** The area's other screens (only those that are built). */
const ENTRIES: [string, string][] = [
  ['排行榜', '/exam/rank'],
  ['任务奖励', '/exam/task'],
  ['幸运抽奖', '/exam/lottery'],
  ['我的奖品', '/exam/prizes'],
  ['邀请好友', '/exam/invite'],
  ['我的红包', '/exam/redpack'],
];
