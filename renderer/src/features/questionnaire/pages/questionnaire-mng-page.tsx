import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireMngPage() {
  return <ComingSoonFrame title="有奖问答" />;
}
