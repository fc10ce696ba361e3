import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireInvitePage() {
  return <ComingSoonFrame title="邀请好友" />;
}
