/**
 * Every scenario control of the mock API (`/__sim/`), by the name QA's typed client calls it. The
 * client (simulator/testing/mock-api.ts) is built from this table and the server registers each of
 * these declarations, so a control cannot exist on one side only (sim/registry.test.ts).
 */
import { simAppStorePurchaseEndpoint, simAppStoreReceiptsEndpoint } from './appstore-endpoints';
import {
  simAccountsEndpoint,
  simAdvanceEndpoint,
  simContributeReviewEndpoint,
  simExpireTokenEndpoint,
  simFailEndpoint,
  simHealthEndpoint,
  simNewPhoneNumberEndpoint,
  simLatencyEndpoint,
  simNativeSessionEndpoint,
  simRedemptionCodesEndpoint,
  simResetEndpoint,
  simSmsEndpoint,
  simSmsFailureEndpoint,
  simStateEndpoint,
} from './endpoints';
import {
  simExamCampaignEndpoint,
  simExamLotteryEndpoint,
  simExamPrizeShipEndpoint,
  simExamTimeLeftEndpoint,
} from './exam-endpoints';
import { simLiveSessionEndpoint } from './live-endpoints';
import {
  simCloseEndpoint,
  simExpressEventEndpoint,
  simGrantPointsEndpoint,
  simShipEndpoint,
} from './mall-endpoints';
import { simFirmReviewEndpoint, simMemberCardsEndpoint } from './member-endpoints';
import {
  simNextPaymentEndpoint,
  simPayNotifyEndpoint,
  simPrepayInfoEndpoint,
  simTakePaymentEndpoint,
} from './payment-endpoints';
import { simChallengeAnswerEndpoint } from './questionnaire-endpoints';

export const SIM_CONTROLS = {
  // The server and its scenario
  health: simHealthEndpoint,
  state: simStateEndpoint,
  reset: simResetEndpoint,
  latency: simLatencyEndpoint,
  fail: simFailEndpoint,
  advanceClock: simAdvanceEndpoint,
  // Accounts and SMS
  accounts: simAccountsEndpoint,
  newPhoneNumber: simNewPhoneNumberEndpoint,
  nativeSession: simNativeSessionEndpoint,
  expireTokens: simExpireTokenEndpoint,
  smsCodes: simSmsEndpoint,
  smsFailure: simSmsFailureEndpoint,
  // Payments
  nextPayment: simNextPaymentEndpoint,
  takePayment: simTakePaymentEndpoint,
  payNotify: simPayNotifyEndpoint,
  prepayInfo: simPrepayInfoEndpoint,
  appStorePurchase: simAppStorePurchaseEndpoint,
  appStoreReceipts: simAppStoreReceiptsEndpoint,
  // Membership
  memberCards: simMemberCardsEndpoint,
  redemptionCodes: simRedemptionCodesEndpoint,
  firmReview: simFirmReviewEndpoint,
  // Courses and contributions
  liveSession: simLiveSessionEndpoint,
  contributeReview: simContributeReviewEndpoint,
  // Exams and the questionnaire
  examTimeLeft: simExamTimeLeftEndpoint,
  examLottery: simExamLotteryEndpoint,
  examCampaign: simExamCampaignEndpoint,
  examPrizeShip: simExamPrizeShipEndpoint,
  challengeAnswer: simChallengeAnswerEndpoint,
  // The points mall
  mallShip: simShipEndpoint,
  mallExpressEvent: simExpressEventEndpoint,
  mallClose: simCloseEndpoint,
  grantPoints: simGrantPointsEndpoint,
} as const;

export type SimControlName = keyof typeof SIM_CONTROLS;
