import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireConnectPage() {
  return <ComingSoonFrame title="领取奖励" />;
}
