import type { FastifyInstance } from 'fastify';
import { simRoutes } from './sim';
import { authRoutes } from './auth';
import { commonRoutes } from './common';
import { articleRoutes } from './articles';
import { cryptoRoutes } from './crypto';
import { memberRoutes } from './member';
import { memberWelfareRoutes } from './member-welfare';
import { memberFirmRoutes } from './member-firm';
import { memberCardRoutes } from './member-card';
import { orderRoutes } from './order';
import { orderCashierRoutes } from './order-cashier';
import { iapRoutes } from './iap';
import { payChannelRoutes } from './pay-channels';
import { liveRoutes } from './live';
import { liveInteractionRoutes } from './live-interaction';
import { liveRecordRoutes } from './live-records';
import { liveSimRoutes } from './live-sim';
import { liveRoomRoutes } from './live-room';
import { liveMediaRoutes } from './live-media';
import { qaRoutes } from './qa';
import { qaTopicRoutes } from './qa-topics';
import { newsRoutes } from './news';
import { staticHtmlRoutes } from './static-html';
import { complaintRoutes } from './complaints';
import { inviteRoutes } from './invite';
import { examRoutes } from './exam';
import { examRewardRoutes } from './exam-rewards';
import { examPropRoutes } from './exam-props';
import { examPrizeRoutes } from './exam-prizes';
import { questionnaireChallengeRoutes } from './questionnaire-challenge';
import { questionnaireRoutes } from './questionnaire';
import { mallPointsRoutes } from './mall-points';
import { mallRoutes } from './mall';
import { mallOrderRoutes } from './mall-orders';
import { contributeRoutes } from './contribute';
import { rescueRoutes } from './rescue';
import { consultRoutes } from './consult';
import { activityRoutes } from './activity';
import { essayRoutes } from './essay';
import { publicizeRoutes } from './publicize';
import { channelRoutes } from './channel';
import { rewardRoutes } from './reward';
import { coinRoutes } from './coin';

/** One domain's routes: registers them with `defineRoute` (see README.md). */
export type RoutePlugin = (app: FastifyInstance) => void | Promise<void>;

/**
 * Every domain's routes. To add a domain, create `routes/<domain>.ts` exporting a
 * {@link RoutePlugin} and add ONE line below.
 */
export const routes: RoutePlugin[] = [
  simRoutes,
  authRoutes,
  commonRoutes,
  cryptoRoutes,
  memberRoutes,
  memberWelfareRoutes,
  memberFirmRoutes,
  memberCardRoutes,
  orderRoutes,
  orderCashierRoutes,
  iapRoutes,
  payChannelRoutes,
  liveRoutes,
  liveInteractionRoutes,
  liveRecordRoutes,
  liveSimRoutes,
  liveRoomRoutes,
  liveMediaRoutes,
  qaRoutes,
  qaTopicRoutes,
  newsRoutes,
  staticHtmlRoutes,
  complaintRoutes,
  inviteRoutes,
  articleRoutes,
  // The exam engine, then the questionnaire campaign that runs on it (exam 6).
  examRoutes,
  examRewardRoutes,
  examPropRoutes,
  examPrizeRoutes,
  questionnaireChallengeRoutes,
  questionnaireRoutes,
  mallPointsRoutes,
  mallRoutes,
  mallOrderRoutes,
  contributeRoutes,
  rescueRoutes,
  consultRoutes,
  activityRoutes,
  essayRoutes,
  publicizeRoutes,
  channelRoutes,
  rewardRoutes,
  coinRoutes,
];
