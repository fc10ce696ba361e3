import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireLogsPage() {
  return <ComingSoonFrame title="挑战记录" />;
}
