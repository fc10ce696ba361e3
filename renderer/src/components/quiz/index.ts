/** The quiz's presentational parts: the quiz engine (`@/domain/quiz`) decides what they show. */
export { PropBar, PropBarPlaceholder, type QuizProp } from './prop-bar';
export {
  CampaignEntries,
  CampaignHero,
  QuizStats,
  type CampaignBanner,
} from './campaign/campaign-parts';
