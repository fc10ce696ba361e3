import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { InviteView } from '../invite/invite-view';
import { useLoginGate } from '../withdraw/use-login-gate';
import '../records/records.css';
import '../home/home.css';

/** 邀请好友 (/questionnaire/invite). */
export function QuestionnaireInvitePage() {
  const loggedIn = useLoginGate();
  return <PageFrame title="邀请好友">{loggedIn ? <InviteView /> : <LoginPrompt reason="登录后邀请好友参赛" />}</PageFrame>;
}
