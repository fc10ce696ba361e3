import '../components/questionnaire.css';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { ChallengeScreen } from '../components/challenge-screen';
import { useStartChallenge } from '../hooks/use-start-challenge';
import { useLoginGate } from '../hooks/use-login-gate';

/**
 * 闯关答题 (/questionnaire/list?attemptId=): one question per screen, its clock held by the server, so a
 * reload comes back to the same question with the time left. Without a challenge named, 开始挑战.
 */
export function QuestionnaireListPage() {
  const loggedIn = useLoginGate();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId'));
  const { start, starting } = useStartChallenge();
  return (
    <PageFrame title="闯关答题">
      {!loggedIn ? (
        <LoginPrompt reason="登录后开始闯关" />
      ) : Number.isInteger(attemptId) && attemptId > 0 ? (
        <ChallengeScreen key={attemptId} attemptId={attemptId} />
      ) : (
        <section className="challenge-intro" aria-label="开始挑战">
          <p>每关一题，限时作答；答错或超时即挑战失败，每局可用复活卡复活一次。</p>
          <Button
            color="primary"
            block
            size="large"
            loading={starting}
            onClick={() => void start()}
          >
            开始挑战
          </Button>
        </section>
      )}
    </PageFrame>
  );
}
