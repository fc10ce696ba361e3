import { RankingRewardView } from '../components/ranking-reward-view';

/** 领取奖励 (/questionnaire/connect): the ranking reward overview, leading to the claim form. */
export function QuestionnaireConnectPage() {
  return <RankingRewardView />;
}
