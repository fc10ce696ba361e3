import { ClaimNotes } from '../components/claim-notes';

/** 领奖须知 (/questionnaire/know). */
export function QuestionnaireKnowPage() {
  return <ClaimNotes />;
}
