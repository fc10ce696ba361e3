import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { ChallengeLogs } from '../components/challenge-logs';
import { useLoginGate } from '../hooks/use-login-gate';

/** 挑战记录 (/questionnaire/logs). */
export function QuestionnaireLogsPage() {
  const loggedIn = useLoginGate();
  return (
    <PageFrame title="挑战记录">
      {loggedIn ? <ChallengeLogs /> : <LoginPrompt reason="登录后查看挑战记录" />}
    </PageFrame>
  );
}
