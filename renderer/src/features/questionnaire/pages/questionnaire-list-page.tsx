import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireListPage() {
  return <ComingSoonFrame title="闯关答题" />;
}
