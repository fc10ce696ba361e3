import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LineSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import { formatMoney } from '@/lib/format';
import { LoginPrompt } from '@/components/login-required';
import { describeStanding } from '@/domain/quiz/redpack/ranking-standing';
import { RankingTiers } from '@/domain/quiz/redpack/ranking-tiers';
import { examPath, useExamId } from '@/domain/quiz/exam-id';
import { useLoginGate } from '../hooks/use-login-gate';
import { useRankingStanding } from '../hooks/use-ranking-standing';
import '@/domain/quiz/redpack/withdraw.css';

/** 领取奖励 (/questionnaire/connect), step 1: my rank and reward, the tiers, and 去领取 when claimable. */
export function RankingRewardView() {
  const loggedIn = useLoginGate();
  const examId = useExamId();
  const navigate = useNavigate();
  const standing = useRankingStanding(examId);

  if (!loggedIn) {
    return (
      <PageFrame title="领取奖励">
        <LoginPrompt reason="登录后查看您的排名奖励" />
      </PageFrame>
    );
  }
  const s = standing.data;
  return (
    <PageFrame title="领取奖励">
      {standing.error ? <ErrorState error={standing.error} onRetry={standing.reload} /> : null}
      {!s && !standing.error ? <LineSkeleton rows={6} /> : null}
      {s ? (
        <>
          <section className="withdraw-summary" aria-label="我的排名奖励">
            <p className="withdraw-summary__label">
              {s.myRank ? `我的排名：第${s.myRank}名` : '我的排名：未上榜'}
            </p>
            <p className="withdraw-summary__value">
              {s.myRewardCents > 0 ? `${formatMoney(s.myRewardCents)}元` : '暂无奖励'}
            </p>
            <p className="withdraw-summary__sub">{describeStanding(s).title}</p>
          </section>
          <p className="withdraw-note">{describeStanding(s).description}</p>
          <div className="withdraw-actions">
            {s.claimable ? (
              <Button
                block
                color="primary"
                size="large"
                onClick={() => navigate(examPath('/questionnaire/getprice', examId))}
              >
                去领取
              </Button>
            ) : s.claimed ? (
              <Button
                block
                size="large"
                onClick={() => navigate(examPath('/questionnaire/reflect', examId))}
              >
                查看收益
              </Button>
            ) : null}
          </div>
          <RankingTiers tiers={s.tiers} />
          <p className="withdraw-links">
            <Link to="/questionnaire/know">领奖须知</Link>
          </p>
        </>
      ) : null}
    </PageFrame>
  );
}
