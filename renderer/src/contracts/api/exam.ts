import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';
import {
  answerLogListSchema,
  attemptIdBodySchema,
  attemptSchema,
  buryingPointBodySchema,
  buryingPointResultSchema,
  examApplyBodySchema,
  examApplyResultSchema,
  examIdBodySchema,
  examIdParamsSchema,
  examInfoSchema,
  examInitBodySchema,
  examResultSchema,
  nextInfoBodySchema,
  nextInfoSchema,
  saveResultBodySchema,
} from './exam-shapes';
import {
  answerPropListSchema,
  answerPropParamsSchema,
  examInviteParamsSchema,
  examInviteSchema,
  examTaskListSchema,
  inviteRecordBodySchema,
  invitedUserSchema,
  lotteryBodySchema,
  lotteryResultSchema,
  prizeListSchema,
  propListSchema,
  rankPageBodySchema,
  rankPageSchema,
  rankingClaimResultSchema,
  rankingRewardSchema,
  rankingWithdrawBodySchema,
  redpackPageSchema,
  redpackRecordBodySchema,
  taskClaimBodySchema,
  taskClaimResultSchema,
  usePropBodySchema,
  usePropResultSchema,
  withdrawBodySchema,
  withdrawResultSchema,
} from './exam-reward-shapes';
import {
  prizeRecipientBodySchema,
  wonPrizeListSchema,
  wonPrizeParamsSchema,
  wonPrizeSchema,
} from './exam-prize-shapes';

/**
 * The exam engine's contract: every campaign runs on these calls, the yearly exams and the
 * questionnaire (exam 6, whose own pages are in questionnaire.ts). Shapes in exam-shapes.ts (an attempt)
 * and exam-reward-shapes.ts (what an exam gives and pays), re-exported so importers keep `exam`.
 */
export * from './exam-shapes';
export * from './exam-reward-shapes';
export * from './exam-prize-shapes';

/** POST /exam/init: 竞赛信息（examId、inviteUserId） */
export const examInitEndpoint = {
  method: 'POST',
  path: '/exam/init',
  body: examInitBodySchema,
  response: examInfoSchema,
  readOnly: true,
} as const satisfies Endpoint;

/** POST /exam/apply: 报名（可带邀请人） */
export const examApplyEndpoint = {
  method: 'POST',
  path: '/exam/apply',
  body: examApplyBodySchema,
  response: examApplyResultSchema,
} as const satisfies Endpoint;

/** POST /exam/begin: 开始（或继续）答题 */
export const examBeginEndpoint = {
  method: 'POST',
  path: '/exam/begin',
  body: examIdBodySchema,
  response: attemptSchema,
} as const satisfies Endpoint;

/** POST /exam/getNextInfo: 提交当前题答案并获取下一题 */
export const examGetNextInfoEndpoint = {
  method: 'POST',
  path: '/exam/getNextInfo',
  body: nextInfoBodySchema,
  response: nextInfoSchema,
} as const satisfies Endpoint;

/** POST /exam/getAnswerLog: 答题记录（逐题对错与解析） */
export const examGetAnswerLogEndpoint = {
  method: 'POST',
  path: '/exam/getAnswerLog',
  body: attemptIdBodySchema,
  response: answerLogListSchema,
} as const satisfies Endpoint;

/** POST /exam/v2/saveResult: 交卷（未答的题按答错计） */
export const examV2SaveResultEndpoint = {
  method: 'POST',
  path: '/exam/v2/saveResult',
  body: saveResultBodySchema,
  response: examResultSchema,
} as const satisfies Endpoint;

/** POST /exam/buring/point: 埋点（event 为 share 计入分享任务） */
export const examBuringPointEndpoint = {
  method: 'POST',
  path: '/exam/buring/point',
  body: buryingPointBodySchema,
  response: buryingPointResultSchema,
} as const satisfies Endpoint;

/** POST /invite/record: 我邀请的好友 */
export const inviteRecordEndpoint = {
  method: 'POST',
  path: '/invite/record',
  body: inviteRecordBodySchema,
  response: pageOf(invitedUserSchema),
} as const satisfies Endpoint;

/** POST /rank/page: 排行榜 */
export const rankPageEndpoint = {
  method: 'POST',
  path: '/rank/page',
  body: rankPageBodySchema,
  response: rankPageSchema,
} as const satisfies Endpoint;

/** POST /ranking/reward: 排名奖励档位与我的名次 */
export const rankingRewardEndpoint = {
  method: 'POST',
  path: '/ranking/reward',
  body: examIdBodySchema,
  response: rankingRewardSchema,
} as const satisfies Endpoint;

/** POST /receive/exam/ranking/reward: 领取排名奖励（竞赛结束后，计入红包余额） */
export const receiveExamRankingRewardEndpoint = {
  method: 'POST',
  path: '/receive/exam/ranking/reward',
  body: examIdBodySchema,
  response: rankingClaimResultSchema,
} as const satisfies Endpoint;

/** POST /redpack/ranking/withdraw: 领取并提现排名奖励 */
export const redpackRankingWithdrawEndpoint = {
  method: 'POST',
  path: '/redpack/ranking/withdraw',
  body: rankingWithdrawBodySchema,
  response: withdrawResultSchema,
} as const satisfies Endpoint;

/** POST /exam/task/rewardList: 任务与奖励 */
export const examTaskRewardListEndpoint = {
  method: 'POST',
  path: '/exam/task/rewardList',
  body: examIdBodySchema,
  response: examTaskListSchema,
} as const satisfies Endpoint;

/** POST /redpack/withdraw: 红包提现（账号可 RSA 加密） */
export const redpackWithdrawEndpoint = {
  method: 'POST',
  path: '/redpack/withdraw',
  body: withdrawBodySchema,
  response: withdrawResultSchema,
} as const satisfies Endpoint;

/** POST /redpack/record: 红包记录与余额 */
export const redpackRecordEndpoint = {
  method: 'POST',
  path: '/redpack/record',
  body: redpackRecordBodySchema,
  response: redpackPageSchema,
} as const satisfies Endpoint;

/** POST /exam/useProp: 使用道具 */
export const examUsePropEndpoint = {
  method: 'POST',
  path: '/exam/useProp',
  body: usePropBodySchema,
  response: usePropResultSchema,
} as const satisfies Endpoint;

/** POST /exam/prop/:examId: 我的道具（工具信息） */
export const examPropEndpoint = {
  method: 'POST',
  path: '/exam/prop/:examId',
  params: examIdParamsSchema,
  response: propListSchema,
} as const satisfies Endpoint;

/** POST /exam/answer/propList/:examId/:index: 当前题可用的道具 */
export const examAnswerPropListEndpoint = {
  method: 'POST',
  path: '/exam/answer/propList/:examId/:index',
  params: answerPropParamsSchema,
  response: answerPropListSchema,
} as const satisfies Endpoint;

/** GET /exam/lottery/prizeList/:examId: 抽奖奖品 */
export const examLotteryPrizeListEndpoint = {
  method: 'GET',
  path: '/exam/lottery/prizeList/:examId',
  params: examIdParamsSchema,
  response: prizeListSchema,
} as const satisfies Endpoint;

/** POST /exam/lottery/:examId: 抽奖（结果由种子决定，可复现） */
export const examLotteryEndpoint = {
  method: 'POST',
  path: '/exam/lottery/:examId',
  params: examIdParamsSchema,
  body: lotteryBodySchema,
  response: lotteryResultSchema,
} as const satisfies Endpoint;

/** GET /exam/invite/:examId/:type: 邀请信息（type 1 海报，2 链接） */
export const examInviteEndpoint = {
  method: 'GET',
  path: '/exam/invite/:examId/:type',
  params: examInviteParamsSchema,
  response: examInviteSchema,
} as const satisfies Endpoint;

/** POST /receive/exam/task/reward: 领取任务奖励 */
export const receiveExamTaskRewardEndpoint = {
  method: 'POST',
  path: '/receive/exam/task/reward',
  body: taskClaimBodySchema,
  response: taskClaimResultSchema,
} as const satisfies Endpoint;

/** POST /exam/task/receiveReward: 领取任务奖励 (the same call under the name the questionnaire uses) */
export const examTaskReceiveRewardEndpoint = {
  method: 'POST',
  path: '/exam/task/receiveReward',
  body: taskClaimBodySchema,
  response: taskClaimResultSchema,
} as const satisfies Endpoint;

/** GET /exam/lottery/wins/:examId: 我的奖品（实物奖品：待填写收货信息 / 待发货 / 已发货） */
export const examLotteryWinsEndpoint = {
  method: 'GET',
  path: '/exam/lottery/wins/:examId',
  params: wonPrizeParamsSchema,
  response: wonPrizeListSchema,
} as const satisfies Endpoint;

/** POST /exam/lottery/recipient: 填写实物奖品的收货信息（提交一次，之后不能修改） */
export const examLotteryRecipientEndpoint = {
  method: 'POST',
  path: '/exam/lottery/recipient',
  body: prizeRecipientBodySchema,
  response: wonPrizeSchema,
} as const satisfies Endpoint;
