import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireKnowPage() {
  return <ComingSoonFrame title="领奖须知" />;
}
