import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireToolsPage() {
  return <ComingSoonFrame title="我的道具" />;
}
