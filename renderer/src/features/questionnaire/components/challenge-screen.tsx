import { useNavigate } from 'react-router';
import { PropBar } from '@/components/quiz';
import { CountdownRing, QuestionCard } from '@/domain/quiz';
import { LoadFailure } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { showToast } from '@/lib/toast';
import { resultPath } from '../api/challenge-api';
import { ChallengeFeedback } from './challenge-feedback';
import { useChallenge } from '../hooks/use-challenge';
import './challenge-screen.css';

/** A challenge being played: 第 N/M 关, the question's clock, the question, the props, the verdict. */
export function ChallengeScreen({ attemptId }: { attemptId: number }) {
  const navigate = useNavigate();
  const c = useChallenge(attemptId);
  const { state } = c;
  if (!state) return c.error ? <LoadFailure error={c.error} onRetry={c.reload} /> : <PageLoading />;
  const over = state.phase === 'cleared' || state.phase === 'failed';
  const answering = state.phase === 'answering';
  const seconds = answering ? (c.seconds ?? state.remainingSeconds) : 0;
  return (
    <div className="challenge">
      <header className="challenge__head">
        <p className="challenge__level">
          第 {state.index + 1}/{state.total} 关
        </p>
        {answering ? <CountdownRing seconds={seconds} fullSeconds={state.questionSeconds} /> : null}
      </header>
      {state.question ? (
        <QuestionCard
          key={`${state.question.id}-${state.question.options.length}`}
          question={state.question}
          verdict={answering ? null : state.verdict}
          disabled={c.pending || seconds <= 0}
          onAnswer={c.answer}
        />
      ) : null}
      {!over ? (
        <PropBar props={state.props} busy={c.pending} onUse={c.useProp} onRefused={showToast} />
      ) : null}
      <ChallengeFeedback
        state={state}
        pending={c.pending}
        onNext={c.next}
        onRevive={() => c.useProp(4)}
        onGiveUp={c.giveUp}
        onResult={() => navigate(resultPath(attemptId), { replace: true })}
      />
    </div>
  );
}
