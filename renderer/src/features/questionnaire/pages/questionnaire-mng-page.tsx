import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchQuestionnaireInfo } from '../api/challenge-api';
import { CampaignHome } from '../components/campaign-home';

/** 有奖问答 (/questionnaire/mng): the campaign, my standing and chances, and the way into every page. */
export function QuestionnaireMngPage() {
  const token = useSessionStore((s) => s.token);
  const info = useRequest(fetchQuestionnaireInfo, `questionnaire-info:${token ?? ''}`);
  return (
    <PageFrame title="有奖问答">
      {info.data ? (
        <CampaignHome info={info.data} loggedIn={Boolean(token)} />
      ) : info.error ? (
        <LoadFailure error={info.error} onRetry={info.reload} />
      ) : (
        <PageLoading />
      )}
    </PageFrame>
  );
}
