import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireBankPage() {
  return <ComingSoonFrame title="题库" />;
}
