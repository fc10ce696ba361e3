import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnairePricePage() {
  return <ComingSoonFrame title="奖励" />;
}
