import * as z from 'zod/mini';
import { pageQuerySchema } from './envelope';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';

/** Spec §9: default exam id 5; 15 minutes to answer. */
export const DEFAULT_EXAM_ID = 5;
export const EXAM_DURATION_SECONDS = 15 * 60;
/** Question type: 1 single choice, 2 multiple choice, 3 true/false. */
export const QUESTION_TYPES = { SINGLE: 1, MULTIPLE: 2, JUDGE: 3 } as const;
/** Prop (道具) types: 1 去错卡 removes two wrong options, 2 跳题卡 skips a question as correct, 3 延时卡 adds 60 s. */
export const PROP_TYPES = { REMOVE_WRONG: 1, SKIP: 2, EXTRA_TIME: 3 } as const;
/** Red-packet record kinds (spec §4 labels): 1 邀请红包, 2 答题红包, 3 红包提现. */
export const REDPACK_KINDS = { INVITE: 1, ANSWER: 2, WITHDRAW: 3 } as const;
/** Spec §4: withdrawal is '红包提现'; otherwise invite '邀请红包' or answer '答题红包'. */
export const redpackKindLabel = (kind: number): string =>
  kind === REDPACK_KINDS.WITHDRAW
    ? '红包提现'
    : kind === REDPACK_KINDS.INVITE
      ? '邀请红包'
      : '答题红包';
/** Smallest withdrawal (cents). */
export const MIN_WITHDRAW_CENTS = 100;

const examId = z.coerce
  .number({ error: '考试编号须为正整数' })
  .check(z.int('考试编号须为正整数'), z.positive('考试编号须为正整数'));
export const examIdBodySchema = z.object({ examId: z._default(examId, DEFAULT_EXAM_ID) });
export const examIdParamsSchema = z.object({ examId });
/** A page of one exam's list (invitees, ranking, red-packet records); the exam defaults to spec §9's. */
const examPageBodySchema = z.extend(pageQuerySchema, { examId: z._default(examId, DEFAULT_EXAM_ID) });

/** POST /exam/init: exam info, requested with examId and inviteUserId (spec §7). */
export const examInitBodySchema = z.object({
  examId: z._default(examId, DEFAULT_EXAM_ID),
  inviteUserId: z.nullable(
    z.optional(
      z.coerce
        .number({ error: '邀请人编号不正确' })
        .check(z.int('邀请人编号不正确'), z.positive('邀请人编号不正确')),
    ),
  ),
});
/** Exam status: 0 not started, 1 ongoing, 2 ended. */
export const examInfoSchema = z.object({
  examId: z.int(),
  title: z.string(),
  description: z.string(),
  rulesHtml: z.string(),
  startAt: z.number(),
  endAt: z.number(),
  status: z.int(),
  durationSeconds: z.int(),
  questionCount: z.int(),
  totalScore: z.int(),
  passScore: z.int(),
  applied: z.boolean(),
  chancesLeft: z.int(),
  lotteryChances: z.int(),
  bestScore: z.nullable(z.int()),
  bestSeconds: z.nullable(z.int()),
  myRank: z.nullable(z.int()),
  participants: z.int(),
  /** An attempt begun and not yet submitted (resume it with /exam/begin). */
  unfinishedAttemptId: z.nullable(z.int()),
  /** Spec §4: when given, the app switches examId to it (this exam ended, that one is on). */
  continueExamId: z.nullable(z.int()),
  inviter: z.nullable(z.object({ userId: z.int(), nickname: z.string() })),
});
export type ExamInfo = z.infer<typeof examInfoSchema>;

/** POST /exam/apply. */
export const examApplyBodySchema = z.object({
  examId: z._default(examId, DEFAULT_EXAM_ID),
  inviteUserId: z.nullable(
    z.optional(
      z.coerce
        .number({ error: '邀请人编号不正确' })
        .check(z.int('邀请人编号不正确'), z.positive('邀请人编号不正确')),
    ),
  ),
  realName: z.optional(
    z.string().check(z.trim(), z.minLength(2, '请填写真实姓名'), z.maxLength(20)),
  ),
  company: z.optional(z.string().check(z.trim(), z.maxLength(60))),
});
export const examApplyResultSchema = z.object({
  examId: z.int(),
  applied: z.literal(true),
  invitedBy: z.nullable(z.int()),
});

export const questionSchema = z.object({
  id: z.int(),
  index: z.int(),
  type: z.int(),
  typeName: z.string(),
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  score: z.int(),
});
export type Question = z.infer<typeof questionSchema>;

/** POST /exam/begin: starts (or resumes) an attempt; the first unanswered question. */
export const attemptSchema = z.object({
  attemptId: z.int(),
  examId: z.int(),
  total: z.int(),
  answered: z.int(),
  deadlineAt: z.number(),
  remainingSeconds: z.int(),
  question: z.nullable(questionSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** POST /exam/getNextInfo: answers question `index` (0-based, in order) and gets the next one. */
export const nextInfoBodySchema = z.object({
  attemptId: z.int().check(z.positive('答题编号不正确')),
  index: z.int().check(z.minimum(0, '题号不正确'), z.maximum(99, '题号不正确')),
  /** Option keys, e.g. "A" or "ACD" (order does not matter). */
  answer: z.string().check(z.trim(), z.regex(/^[A-F]{1,6}$/, '请选择答案')),
});
export const nextInfoSchema = z.object({
  index: z.int(),
  correct: z.boolean(),
  rightAnswer: z.string(),
  analysis: z.string(),
  scoreSoFar: z.int(),
  next: z.nullable(questionSchema),
  finished: z.boolean(),
  remainingSeconds: z.int(),
});

export const attemptIdBodySchema = z.object({
  attemptId: z.int().check(z.positive('答题编号不正确')),
});
/** POST /exam/getAnswerLog. */
export const answerLogSchema = z.object({
  index: z.int(),
  questionId: z.int(),
  stem: z.string(),
  answer: z.string(),
  rightAnswer: z.string(),
  correct: z.boolean(),
  analysis: z.string(),
  prop: z.nullable(z.int()),
});
export const answerLogListSchema = z.array(answerLogSchema);

/** POST /exam/v2/saveResult: submits the attempt (unanswered questions count as wrong). */
export const saveResultBodySchema = attemptIdBodySchema;
export const examResultSchema = z.object({
  attemptId: z.int(),
  score: z.int(),
  totalScore: z.int(),
  correctCount: z.int(),
  questionCount: z.int(),
  usedSeconds: z.int(),
  passed: z.boolean(),
  bestScore: z.int(),
  rank: z.nullable(z.int()),
  /** An answer red packet won by this attempt (cents), 0 if none. */
  redpackCents: z.int(),
  lotteryChanceAdded: z.boolean(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** POST /exam/buring/point: tracking events ("share" counts for the share task). */
export const buryingPointBodySchema = z.object({
  examId: z._default(examId, DEFAULT_EXAM_ID),
  event: z.string().check(z.trim(), z.regex(/^[a-zA-Z][\w.-]{0,39}$/, '事件名不正确')),
  page: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  extra: z.optional(
    z.record(z.string(), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()])),
  ),
});
export const buryingPointResultSchema = z.object({ recorded: z.literal(true) });

/** POST /invite/record. */
export const inviteRecordBodySchema = examPageBodySchema;
export const invitedUserSchema = z.object({
  userId: z.int(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string(),
  createdAt: z.number(),
  rewardCents: z.int(),
});

/** POST /rank/page. */
export const rankPageBodySchema = examPageBodySchema;
export const rankItemSchema = z.object({
  rank: z.int(),
  userId: z.int(),
  nickname: z.string(),
  avatar: z.string(),
  score: z.int(),
  usedSeconds: z.int(),
});
export const rankPageSchema = z.object({
  list: z.array(rankItemSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
  mine: z.nullable(rankItemSchema),
});

/** POST /ranking/reward: the reward table and the caller's standing. */
export const rankingRewardSchema = z.object({
  tiers: z.array(
    z.object({ rankFrom: z.int(), rankTo: z.int(), amountCents: z.int(), title: z.string() }),
  ),
  examEnded: z.boolean(),
  myRank: z.nullable(z.int()),
  myRewardCents: z.int(),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
export const rankingClaimResultSchema = z.object({
  rank: z.int(),
  amountCents: z.int(),
  balanceCents: z.int(),
});

/** POST /exam/task/rewardList. status: 0 in progress, 1 reward claimable, 2 claimed. */
export const examTaskSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  target: z.int(),
  progress: z.int(),
  rewardKind: z.enum(['attempt', 'lottery', 'prop', 'redpack']),
  rewardValue: z.int(),
  rewardText: z.string(),
  status: z.int(),
});
export const examTaskListSchema = z.array(examTaskSchema);
/** POST /receive/exam/task/reward and /exam/task/receiveReward. */
export const taskClaimBodySchema = z.object({
  examId: z._default(examId, DEFAULT_EXAM_ID),
  taskId: z.int().check(z.positive('任务编号不正确')),
});
export const taskClaimResultSchema = z.object({ taskId: z.int(), rewardText: z.string() });

/**
 * POST /redpack/withdraw and /redpack/ranking/withdraw. `account` (WeChat/Alipay account or bank
 * card) and `realName` are RSA-encrypted with GET /common/publicKey (base64, so up to 512 characters
 * on the wire); plain is accepted too. The server checks the name's length after decrypting it.
 */
export const withdrawBodySchema = z.object({
  examId: z._default(examId, DEFAULT_EXAM_ID),
  amountCents: z
    .number()
    .check(
      z.int('金额须为整数分'),
      z.minimum(MIN_WITHDRAW_CENTS, '满1元可提现'),
      z.maximum(500_000, '单次最多提现5000元'),
    ),
  channel: z.enum(['wechat', 'alipay', 'bank'], { message: '请选择提现方式' }),
  account: z.string().check(z.trim(), z.minLength(1, '请填写收款账号'), z.maxLength(512)),
  realName: z
    .string()
    .check(z.trim(), z.minLength(1, '请填写真实姓名'), z.maxLength(512, '姓名过长')),
});
export const rankingWithdrawBodySchema = z.omit(withdrawBodySchema, { amountCents: true });
export const withdrawResultSchema = z.object({
  recordId: z.int(),
  amountCents: z.int(),
  balanceCents: z.int(),
  status: z.int(),
  statusText: z.string(),
  accountMasked: z.string(),
});

/** POST /redpack/record: red-packet records with spec §4 labels, and the balance. */
export const redpackRecordBodySchema = examPageBodySchema;
export const redpackRecordSchema = z.object({
  id: z.int(),
  kind: z.int(),
  kindLabel: z.string(),
  amountCents: z.int(),
  status: z.int(),
  statusText: z.string(),
  createdAt: z.number(),
});
export const redpackPageSchema = z.object({
  list: z.array(redpackRecordSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
  balanceCents: z.int(),
  totalIncomeCents: z.int(),
});

/** POST /exam/useProp. */
export const usePropBodySchema = z.object({
  attemptId: z.int().check(z.positive('答题编号不正确')),
  index: z.int().check(z.minimum(0), z.maximum(99)),
  propType: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: '道具类型不正确' }),
});
export const usePropResultSchema = z.object({
  propType: z.int(),
  /** 去错卡: the option keys removed. */
  removedOptions: z.array(z.string()),
  /** 跳题卡: the question was counted as correct; the next question follows. */
  skipped: z.boolean(),
  next: z.nullable(questionSchema),
  deadlineAt: z.number(),
  remainingSeconds: z.int(),
  countLeft: z.int(),
});

/** POST /exam/prop/{examId}: my props (tool info). */
export const propSchema = z.object({
  propType: z.int(),
  name: z.string(),
  description: z.string(),
  count: z.int(),
});
export const propListSchema = z.array(propSchema);
/** POST /exam/answer/propList/{examId}/{index}: props usable on question `index` of the current attempt. */
export const answerPropParamsSchema = z.object({
  examId,
  index: z.coerce
    .number({ error: '题号不正确' })
    .check(z.int('题号不正确'), z.minimum(0, '题号不正确'), z.maximum(99, '题号不正确')),
});
export const answerPropSchema = z.extend(propSchema, {
  usable: z.boolean(),
  reason: z.nullable(z.string()),
});
export const answerPropListSchema = z.array(answerPropSchema);

/** GET /exam/lottery/prizeList/{examId}. kind: redpack (cents), prop (prop type), points, none. */
export const prizeSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(['redpack', 'prop', 'points', 'none']),
  value: z.int(),
  image: z.string(),
});
export const prizeListSchema = z.object({ prizes: z.array(prizeSchema), chancesLeft: z.int() });
/** POST /exam/lottery/{examId} (body may be empty). */
export const lotteryBodySchema = z.object({ times: z._default(z.literal(1), 1) });
export const lotteryResultSchema = z.object({
  prize: prizeSchema,
  chancesLeft: z.int(),
  message: z.string(),
});

/** GET /exam/invite/{examId}/{type}: 1 poster, 2 link. */
export const examInviteParamsSchema = z.object({
  examId,
  type: z.pipe(
    z.coerce.number({ error: '邀请类型须为1或2' }),
    z.union([z.literal(1), z.literal(2)], { message: '邀请类型须为1或2' }),
  ),
});
export const examInviteSchema = z.object({
  inviteUserId: z.int(),
  inviteCode: z.string(),
  sharePath: z.string(),
  shareTitle: z.string(),
  shareSubtitle: z.string(),
  posterUrl: z.nullable(z.string()),
  invitedCount: z.int(),
  rewardCentsPerInvite: z.int(),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /exam/init: 竞赛信息（examId、inviteUserId） */
export const examInitEndpoint = {
  method: 'POST',
  path: '/exam/init',
  body: examInitBodySchema,
  response: examInfoSchema,
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
