import { RankingClaimView } from '../components/ranking-claim-view';

/** 领取奖励 (/questionnaire/getprice): the payee form that claims and pays out the ranking reward. */
export function QuestionnaireGetpricePage() {
  return <RankingClaimView />;
}
