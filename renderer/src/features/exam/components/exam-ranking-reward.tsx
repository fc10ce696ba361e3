import './exam.css';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { describeStanding } from '@/domain/quiz/redpack/ranking-standing';
import { RankingTiers } from '@/domain/quiz/redpack/ranking-tiers';
import { fetchRankingReward } from '@/domain/quiz/redpack/withdraw-api';
import { useSingleFlight } from '@/domain/quiz/use-single-flight';
import { LineSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import { formatMoney } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { claimRankingReward } from '../api/exam-api';
import { examPath } from '@/domain/quiz/exam-id';

/**
 * 排名奖励: my reward by final rank, the tiers, and the claim once the exam has ended. The claim puts
 * the reward in the red-packet balance (withdrawn from 我的红包); a second claim is refused by the server.
 */
export function ExamRankingReward({ examId, loggedIn }: { examId: number; loggedIn: boolean }) {
  const standing = useRequest(
    () => fetchRankingReward(examId),
    `exam-ranking-reward:${examId}:${loggedIn ? 1 : 0}`,
  );
  const { pending, run } = useSingleFlight();
  if (standing.error) return <ErrorState error={standing.error} onRetry={standing.reload} />;
  const s = standing.data;
  if (!s) return <LineSkeleton rows={3} />;
  const claim = () =>
    void run(async () => {
      const r = await claimRankingReward(examId);
      showSuccess(`领取成功：${formatMoney(r.amountCents)}元已计入红包余额`);
      standing.reload();
    });
  const text = describeStanding(s);
  return (
    <>
      <section className="exam-card" aria-labelledby="exam-ranking-reward">
        <h2 id="exam-ranking-reward" className="exam-card__title">
          排名奖励：{s.myRewardCents > 0 ? `${formatMoney(s.myRewardCents)}元` : '暂无'}
        </h2>
        <p className="exam-note">
          {text.title}。{s.claimed ? '奖励已计入红包余额，可在我的红包中提现' : text.description}
        </p>
        {loggedIn && (s.claimable || s.claimed) ? (
          <div className="exam-actions">
            <Button
              color="primary"
              block
              shape="rounded"
              loading={pending}
              disabled={pending || !s.claimable}
              onClick={claim}
            >
              {s.claimed ? '已领取' : '领取排名奖励'}
            </Button>
            {s.claimed ? <Link to={examPath('/exam/redpack', examId)}>去我的红包提现</Link> : null}
          </div>
        ) : null}
      </section>
      <RankingTiers tiers={s.tiers} />
    </>
  );
}
