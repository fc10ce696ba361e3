/**
 * How each request that changes something takes effect once, however often a client sends it (a
 * double tap, a retry after a lost answer, a replayed request). Every POST, PUT and DELETE of the
 * app's API is listed here (a test fails on one that is not), in one of four ways:
 *
 * - `key`: it spends (points, money, coins, a lottery chance): the body must carry a `clientKey`,
 *   and a repeated key answers the first result (lib/request-once.ts, enforced by defineRoute).
 * - `content`: it creates something the user may well create twice on purpose (a question, a
 *   message, an address): a `clientKey` is honoured as above; without one, the same content from the
 *   same caller within a few seconds answers the first result (lib/request-once.ts).
 * - `state`: the data itself makes a repeat harmless: a once-only claim, a status that moves one
 *   way, a progress the server credits no faster than its clock. `why` says which.
 * - `none`: nothing to repeat: a read sent as a POST, a heartbeat, a toggle.
 */
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { activitySignupEndpoint } from '../../../renderer/src/contracts/api/activity';
import {
  articleCollectEndpoint,
  articleDocNumberResolveEndpoint,
  articleLikeEndpoint,
} from '../../../renderer/src/contracts/api/article';
import {
  apiAuthLoginEndpoint,
  apiAuthLogoutEndpoint,
  smsSendEndpoint,
  v2ApiAuthLoginEndpoint,
  v2SmsSendEndpoint,
} from '../../../renderer/src/contracts/api/auth';
import {
  channelCoinClaimEndpoint,
  coinUnlockEndpoint,
} from '../../../renderer/src/contracts/api/channel';
import {
  commonCaptchaCheckEndpoint,
  commonCaptchaGetEndpoint,
  imageMultiUploadEndpoint,
} from '../../../renderer/src/contracts/api/common';
import { consultCouponClaimEndpoint } from '../../../renderer/src/contracts/api/consult';
import {
  contributeDeleteEndpoint,
  contributeOfflineEndpoint,
  contributeSaveEndpoint,
  contributeWithdrawEndpoint,
  materialDeleteEndpoint,
  materialSaveEndpoint,
} from '../../../renderer/src/contracts/api/contribute';
import { essayEnterEndpoint } from '../../../renderer/src/contracts/api/essay';
import {
  examAnswerPropListEndpoint,
  examApplyEndpoint,
  examBeginEndpoint,
  examBuringPointEndpoint,
  examGetAnswerLogEndpoint,
  examGetNextInfoEndpoint,
  examInitEndpoint,
  examLotteryEndpoint,
  examLotteryRecipientEndpoint,
  examPropEndpoint,
  examTaskReceiveRewardEndpoint,
  examTaskRewardListEndpoint,
  examUsePropEndpoint,
  examV2SaveResultEndpoint,
  inviteRecordEndpoint,
  rankPageEndpoint,
  rankingRewardEndpoint,
  receiveExamRankingRewardEndpoint,
  receiveExamTaskRewardEndpoint,
  redpackRankingWithdrawEndpoint,
  redpackRecordEndpoint,
  redpackWithdrawEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { iapRestoreEndpoint, iapVerifyEndpoint } from '../../../renderer/src/contracts/api/iap';
import { inviteAcceptEndpoint } from '../../../renderer/src/contracts/api/invite';
import { complaintsEndpoint } from '../../../renderer/src/contracts/api/legal';
import {
  chapterRecordAddEndpoint,
  liveInteractionAddEndpoint,
  liveInteractionPageEndpoint,
  livePlaybackListEndpoint,
  livePlaybackPlayEndpoint,
  liveRecordAddEndpoint,
} from '../../../renderer/src/contracts/api/live';
import {
  liveRoomStateEndpoint,
  liveSubscribeEndpoint,
} from '../../../renderer/src/contracts/api/live-room';
import {
  integralAddressDeleteEndpoint,
  integralAddressSaveEndpoint,
  integralCheckinEndpoint,
  integralConfirmReceiptEndpoint,
  integralOrderSubmitEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import {
  firmApplyEndpoint,
  memberCardActivateEndpoint,
  memberCouponReceiveEndpoint,
  memberExchangeByMobileEndpoint,
  memberExchangeEndpoint,
  memberTrialEndpoint,
  memberWelfareClaimEndpoint,
} from '../../../renderer/src/contracts/api/member';
import {
  orderCancelEndpoint,
  v3OrderCashierEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
  v3OrderValidEndpoint,
} from '../../../renderer/src/contracts/api/order';
import { v3OrderPrepayEndpoint } from '../../../renderer/src/contracts/api/pay';
import { qaAddEndpoint, qaAnswerUpdateEndpoint } from '../../../renderer/src/contracts/api/qa';
import {
  questionnaireBankBindEndpoint,
  questionnaireRewardClaimEndpoint,
} from '../../../renderer/src/contracts/api/questionnaire';
import {
  challengeAnswerEndpoint,
  challengeGiveUpEndpoint,
  challengeNextEndpoint,
  challengePropEndpoint,
  challengeStartEndpoint,
} from '../../../renderer/src/contracts/api/questionnaire-challenge';
import { rescueApplyEndpoint } from '../../../renderer/src/contracts/api/rescue';
import type { OncePolicy } from './request-once';

export type EffectPolicy = { once: OncePolicy } | { once: 'state' | 'none'; why: string };

const KEY = { once: 'key' } as const;
const CONTENT = { once: 'content' } as const;
const state = (why: string): EffectPolicy => ({ once: 'state', why });
const none = (why: string): EffectPolicy => ({ once: 'none', why });
const READ = none('a read sent as a POST');

const POLICIES: [Endpoint, EffectPolicy][] = [
  // Spending: a clientKey is required.
  [integralOrderSubmitEndpoint, KEY],
  [redpackWithdrawEndpoint, KEY],
  [redpackRankingWithdrawEndpoint, KEY],
  [examLotteryEndpoint, KEY],
  [coinUnlockEndpoint, KEY],

  // Creating: a clientKey, or the same content within the window.
  [qaAddEndpoint, CONTENT],
  [qaAnswerUpdateEndpoint, CONTENT],
  [complaintsEndpoint, CONTENT],
  [liveInteractionAddEndpoint, CONTENT],
  [integralAddressSaveEndpoint, CONTENT],
  [contributeSaveEndpoint, CONTENT],
  [materialSaveEndpoint, CONTENT],
  [rescueApplyEndpoint, CONTENT],

  // Once by the data.
  [smsSendEndpoint, state('one code per phone per 60 s')],
  [v2SmsSendEndpoint, state('one code per phone per 60 s')],
  [apiAuthLoginEndpoint, state('an SMS code signs in once')],
  [v2ApiAuthLoginEndpoint, state('an SMS code signs in once')],
  [apiAuthLogoutEndpoint, state('a token ends once')],
  [imageMultiUploadEndpoint, state('the same bytes from the same uploader are the same file')],
  [commonCaptchaCheckEndpoint, state('a captcha passes once, its tries are counted')],
  [memberTrialEndpoint, state('one trial per user')],
  [memberWelfareClaimEndpoint, state('one claim per user and benefit')],
  [memberCouponReceiveEndpoint, state('one coupon per user and kind')],
  [memberExchangeEndpoint, state('a redemption code is used once')],
  [memberExchangeByMobileEndpoint, state('a redemption code is used once')],
  [firmApplyEndpoint, state('one application per credit code')],
  [memberCardActivateEndpoint, state('a card is activated once')],
  [
    v3OrderCreateEndpoint,
    state("the same request answers the user's open unpaid order for those goods"),
  ],
  [v3OrderPayEndpoint, state('an order is paid once')],
  [orderCancelEndpoint, state('only an unpaid order is cancelled')],
  [iapVerifyEndpoint, state('a receipt is credited once')],
  [iapRestoreEndpoint, state('a receipt is credited once')],
  [v3OrderPrepayEndpoint, state('one prepay id per order, channel and trade type')],
  [chapterRecordAddEndpoint, state('progress is credited no faster than the clock')],
  [liveRecordAddEndpoint, state('watch time is credited no faster than the clock')],
  [liveSubscribeEndpoint, state('sets the booking on or off')],
  [inviteAcceptEndpoint, state('one inviter per user')],
  [examApplyEndpoint, state('one sign-up per user and exam')],
  [examBeginEndpoint, state('continues the open attempt')],
  [examGetNextInfoEndpoint, state('each question of an attempt is answered once')],
  [examV2SaveResultEndpoint, state('an attempt is submitted once')],
  [receiveExamRankingRewardEndpoint, state('a ranking reward is claimed once')],
  [receiveExamTaskRewardEndpoint, state("a task's reward is claimed once")],
  [examTaskReceiveRewardEndpoint, state("a task's reward is claimed once")],
  [examUsePropEndpoint, state('one prop per question')],
  [examLotteryRecipientEndpoint, state("a prize's recipient is given once")],
  [challengeStartEndpoint, state('continues the open challenge')],
  [challengeAnswerEndpoint, state('each level is answered once')],
  [challengeNextEndpoint, state('moves to the next level once')],
  [challengePropEndpoint, state('one prop per level')],
  [challengeGiveUpEndpoint, state('a challenge ends once')],
  [questionnaireBankBindEndpoint, state('sets the one bound card')],
  [questionnaireRewardClaimEndpoint, state('a ranking reward is claimed once')],
  [integralCheckinEndpoint, state('one check-in per day')],
  [integralAddressDeleteEndpoint, state('an address is deleted once')],
  [integralConfirmReceiptEndpoint, state('receipt is confirmed once')],
  [contributeDeleteEndpoint, state('a work is deleted once')],
  [contributeWithdrawEndpoint, state('only a work under review is withdrawn')],
  [contributeOfflineEndpoint, state('only a published work is taken offline')],
  [materialDeleteEndpoint, state('an article is deleted once')],
  [consultCouponClaimEndpoint, state('one free consultation coupon per user')],
  [activitySignupEndpoint, state('one sign-up per user and activity')],
  [essayEnterEndpoint, state('a work enters a contest once')],
  [channelCoinClaimEndpoint, state('one gift per user')],

  // Nothing to repeat.
  [commonCaptchaGetEndpoint, none('each call draws a new picture; nothing is spent')],
  [
    v3OrderCashierEndpoint,
    none('each call opens a payment page (a ticket); the payment made there is made once'),
  ],
  [livePlaybackPlayEndpoint, none('answers the media and the resume position')],
  [liveRoomStateEndpoint, none("a page's heartbeat")],
  [examBuringPointEndpoint, none('an analytics event; the share task it counts pays once')],
  [articleLikeEndpoint, none('a toggle: each request flips it and answers the state after it')],
  [articleCollectEndpoint, none('a toggle: each request flips it and answers the state after it')],
  [v3OrderValidEndpoint, READ],
  [livePlaybackListEndpoint, READ],
  [liveInteractionPageEndpoint, READ],
  [articleDocNumberResolveEndpoint, READ],
  [examInitEndpoint, READ],
  [examGetAnswerLogEndpoint, READ],
  [inviteRecordEndpoint, READ],
  [rankPageEndpoint, READ],
  [rankingRewardEndpoint, READ],
  [examTaskRewardListEndpoint, READ],
  [redpackRecordEndpoint, READ],
  [examPropEndpoint, READ],
  [examAnswerPropListEndpoint, READ],
];

const byEndpoint = new Map<Endpoint, EffectPolicy>(POLICIES);

/** The endpoint's policy; undefined for a GET, a /__sim/ control, or a write nobody has classified (a test fails on it). */
export const effectPolicyOf = (endpoint: Endpoint): EffectPolicy | undefined =>
  byEndpoint.get(endpoint);

/** Every classified endpoint with its policy (the audit test and the docs read them). */
export const effectPolicies = (): readonly [Endpoint, EffectPolicy][] => POLICIES;
