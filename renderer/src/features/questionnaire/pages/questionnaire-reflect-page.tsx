import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireReflectPage() {
  return <ComingSoonFrame title="查看收益" />;
}
