import type { FastifyInstance } from 'fastify';
import { simRoutes } from './sim';
import { authRoutes } from './auth';
import { commonRoutes } from './common';
import { articleRoutes } from './articles';
import { cryptoRoutes } from './crypto';
import { memberRoutes } from './member';
import { orderRoutes } from './order';
import { liveRoutes } from './live';
import { qaRoutes } from './qa';
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
import { mallRoutes } from './mall';
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
  orderRoutes,
  liveRoutes,
  qaRoutes,
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
  mallRoutes,
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
