import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the questionnaire area's issue; until then only its frame. */
export function QuestionnaireRulesPage() {
  return <ComingSoonFrame title="活动规则" />;
}
