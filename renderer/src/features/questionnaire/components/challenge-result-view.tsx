import './questionnaire.css';
import './challenge-result-view.css';
import { Link } from 'react-router';
import type { ChallengeResult } from '@/contracts/api/questionnaire-challenge';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';
import { useShare } from '@/lib/share';
import { useStartChallenge } from '../hooks/use-start-challenge';
import { formatUsedTime } from '../lib/campaign-status';
import { rankChangeText } from '@/domain/quiz/rank-change';
import { QuizStats } from '@/components/quiz/campaign/campaign-parts';
import { challengeOutcome } from '../lib/challenge-outcome';

/** A finished challenge: cleared or failed, level, time, rank change, reward, and what next. */
export function ChallengeResultView({ result }: { result: ChallengeResult }) {
  const { start, starting } = useStartChallenge();
  const share = useShare();
  const outcome = challengeOutcome(result);
  return (
    <>
      <section
        className={`qn-result qn-result--${result.cleared ? 'cleared' : 'failed'}`}
        aria-labelledby="qn-result-title"
      >
        <h1 id="qn-result-title" className="qn-result__title">
          {outcome.title}
        </h1>
        <p className="qn-result__level">{outcome.levelText}</p>
      </section>
      <section className="qn-stats" aria-label="本局成绩">
        <QuizStats
          two
          items={[
            ['用时', formatUsedTime(result.usedSeconds)],
            ['排名', rankChangeText(result.rankBefore, result.rankAfter)],
            [
              '本局奖励',
              result.rewardCents > 0 ? `答题红包 ${formatMoney(result.rewardCents)} 元` : '无',
            ],
            ['使用道具', result.propsUsed.length ? result.propsUsed.join('、') : '无'],
          ]}
        />
      </section>
      <div className="qn-main">
        {result.chancesLeft > 0 ? (
          <Button
            color="primary"
            block
            size="large"
            shape="rounded"
            loading={starting}
            onClick={() => void start()}
          >
            再来一次（今日剩余 {result.chancesLeft} 次）
          </Button>
        ) : (
          <p className="qn-main__note">今日挑战次数已用完，明天再来吧</p>
        )}
        <div className="qn-result__actions">
          <Button
            fill="outline"
            onClick={() =>
              void share({
                shareTitle: `我在个税汇算知识闯关赛闯过了${outcome.passed}关`,
                shareSubtitle: '一起来闯关赢红包',
              })
            }
          >
            分享战绩
          </Button>
          <Link className="qn-link" to="/questionnaire/rank">
            查看排行榜
          </Link>
          {result.rewardCents > 0 ? (
            <Link className="qn-link" to="/questionnaire/reflect?examId=6">
              领取红包
            </Link>
          ) : (
            <Link className="qn-link" to="/questionnaire/price">
              排名奖励
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
