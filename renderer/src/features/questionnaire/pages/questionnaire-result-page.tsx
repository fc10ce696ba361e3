import { Navigate, useSearchParams } from 'react-router';
import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure, MISSING_RESOURCE_PATH } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchChallengeResult } from '../api/challenge-api';
import { ChallengeResultView } from '../components/challenge-result-view';
import { useLoginGate } from '../hooks/use-login-gate';

function ResultLoader({ attemptId }: { attemptId: number }) {
  const result = useRequest(() => fetchChallengeResult(attemptId), `challenge-result:${attemptId}`);
  if (result.data) return <ChallengeResultView result={result.data} />;
  return result.error ? (
    <LoadFailure error={result.error} onRetry={result.reload} />
  ) : (
    <PageLoading />
  );
}

/** 挑战结果 (/questionnaire/result?attemptId=): a finished challenge as the server scored it. */
export function QuestionnaireResultPage() {
  const loggedIn = useLoginGate();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId'));
  if (!Number.isInteger(attemptId) || attemptId <= 0)
    return <Navigate to={MISSING_RESOURCE_PATH} replace />;
  return (
    <PageFrame title="挑战结果">
      {loggedIn ? (
        <ResultLoader key={attemptId} attemptId={attemptId} />
      ) : (
        <LoginPrompt reason="登录后查看挑战结果" />
      )}
    </PageFrame>
  );
}
