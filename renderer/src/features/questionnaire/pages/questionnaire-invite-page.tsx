import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { InviteView } from '@/domain/quiz/invite/invite-view';
import { questionnaireInvite } from '../api/invite-api';
import { useLoginGate } from '../hooks/use-login-gate';

/** 邀请好友 (/questionnaire/invite). */
export function QuestionnaireInvitePage() {
  const loggedIn = useLoginGate();
  return (
    <PageFrame title="邀请好友">
      {loggedIn ? (
        <InviteView source={questionnaireInvite} />
      ) : (
        <LoginPrompt reason="登录后邀请好友参赛" />
      )}
    </PageFrame>
  );
}
