import './challenge-feedback.css';
import type { ChallengeState } from '@/contracts/api/questionnaire-challenge';
import { Button } from '@/components/button';

type FeedbackProps = {
  state: ChallengeState;
  pending: boolean;
  onNext: () => void;
  onRevive: () => void;
  onGiveUp: () => void;
  onResult: () => void;
};

/** What the last verdict means and the way on: 下一关, the revive card, or the result. */
export function ChallengeFeedback({
  state,
  pending,
  onNext,
  onRevive,
  onGiveUp,
  onResult,
}: FeedbackProps) {
  const { phase, verdict } = state;
  if (phase === 'answering' || !verdict) return null;
  const revive = state.props.find((p) => p.propType === 4);
  const headline = verdict.correct ? '回答正确' : verdict.timedOut ? '答题超时' : '回答错误';
  return (
    <section
      className={`challenge-feedback challenge-feedback--${verdict.correct ? 'right' : 'wrong'}`}
      aria-label="本关结果"
    >
      <p className="challenge-feedback__headline" role="status">
        {headline}
        {phase === 'cleared' ? '，恭喜通关！' : phase === 'failed' ? '，挑战失败' : ''}
      </p>
      {!verdict.correct ? (
        <p className="challenge-feedback__answer">正确答案：{verdict.rightAnswer}</p>
      ) : null}
      {verdict.analysis ? (
        <p className="challenge-feedback__analysis">解析：{verdict.analysis}</p>
      ) : null}
      {phase === 'answered' ? (
        <Button color="primary" block size="large" loading={pending} onClick={onNext}>
          下一关
        </Button>
      ) : null}
      {phase === 'wrong' ? (
        <div className="challenge-revive" role="group" aria-label="复活卡">
          <p className="challenge-revive__text">
            使用复活卡可继续闯关（每局限用一次，剩余 {revive?.count ?? 0} 张）
          </p>
          <Button color="primary" block size="large" loading={pending} onClick={onRevive}>
            使用复活卡
          </Button>
          <Button fill="outline" block size="large" disabled={pending} onClick={onGiveUp}>
            放弃挑战
          </Button>
        </div>
      ) : null}
      {phase === 'cleared' || phase === 'failed' ? (
        <Button color="primary" block size="large" onClick={onResult}>
          查看结果
        </Button>
      ) : null}
    </section>
  );
}
