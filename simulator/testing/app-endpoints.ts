/**
 * The app's own endpoints, as its contract declares them (renderer/src/contracts/api), one namespace
 * per area: a test sets state up with `session.call(appEndpoints.live.livePlaybackListEndpoint, …)`,
 * the typed call the app itself makes. Every contract module with an endpoint is here
 * (app-endpoints.test.ts).
 */
export * as activity from '../../renderer/src/contracts/api/activity';
export * as articleShapes from '../../renderer/src/contracts/api/article-shapes';
export * as article from '../../renderer/src/contracts/api/article';
export * as auth from '../../renderer/src/contracts/api/auth';
export * as channel from '../../renderer/src/contracts/api/channel';
export * as common from '../../renderer/src/contracts/api/common';
export * as consult from '../../renderer/src/contracts/api/consult';
export * as contribute from '../../renderer/src/contracts/api/contribute';
export * as crypto from '../../renderer/src/contracts/api/crypto';
export * as essay from '../../renderer/src/contracts/api/essay';
export * as exam from '../../renderer/src/contracts/api/exam';
export * as iap from '../../renderer/src/contracts/api/iap';
export * as invite from '../../renderer/src/contracts/api/invite';
export * as legal from '../../renderer/src/contracts/api/legal';
export * as liveBooking from '../../renderer/src/contracts/api/live-booking';
export * as liveRoom from '../../renderer/src/contracts/api/live-room';
export * as liveShapes from '../../renderer/src/contracts/api/live-shapes';
export * as live from '../../renderer/src/contracts/api/live';
export * as mall from '../../renderer/src/contracts/api/mall';
export * as member from '../../renderer/src/contracts/api/member';
export * as newsShapes from '../../renderer/src/contracts/api/news-shapes';
export * as news from '../../renderer/src/contracts/api/news';
export * as order from '../../renderer/src/contracts/api/order';
export * as pay from '../../renderer/src/contracts/api/pay';
export * as publicize from '../../renderer/src/contracts/api/publicize';
export * as qaShapes from '../../renderer/src/contracts/api/qa-shapes';
export * as qa from '../../renderer/src/contracts/api/qa';
export * as questionnaireChallenge from '../../renderer/src/contracts/api/questionnaire-challenge';
export * as questionnaire from '../../renderer/src/contracts/api/questionnaire';
export * as rescue from '../../renderer/src/contracts/api/rescue';
export * as rewardShapes from '../../renderer/src/contracts/api/reward-shapes';
export * as reward from '../../renderer/src/contracts/api/reward';
