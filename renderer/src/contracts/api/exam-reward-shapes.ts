import * as z from 'zod/mini';
import { clientKeySchema } from './client-key';
import { centsSchema } from './money-shapes';
import {
  DEFAULT_EXAM_ID,
  MIN_WITHDRAW_CENTS,
  examIdSchema,
  examPageBodySchema,
  questionSchema,
} from './exam-shapes';

/** What an exam gives and pays: invitees, ranking and its rewards, tasks, red packets, props, the lottery, invitations (contract: exam.ts). */

/** POST /invite/record. */
export const inviteRecordBodySchema = examPageBodySchema;
export const invitedUserSchema = z.object({
  userId: z.int(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string(),
  createdAt: z.number(),
  rewardCents: centsSchema,
  /** What this friend earned the inviter, in the server's words (邀请红包 +1.00元, 复活卡 +1, 已达奖励上限). */
  rewardText: z.string(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

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
    z.object({ rankFrom: z.int(), rankTo: z.int(), amountCents: centsSchema, title: z.string() }),
  ),
  examEnded: z.boolean(),
  myRank: z.nullable(z.int()),
  myRewardCents: centsSchema,
  claimed: z.boolean(),
  claimable: z.boolean(),
  /** The last moment a reward can be claimed (ms), set by the campaign; after it an unclaimed reward is `expired` (已过期). */
  claimUntil: z.int(),
  expired: z.boolean(),
});
export const rankingClaimResultSchema = z.object({
  rank: z.int(),
  amountCents: centsSchema,
  balanceCents: centsSchema,
});

export const EXAM_TASK_KINDS = ['answer', 'full_score', 'invite', 'share'] as const;
export type ExamTaskKind = (typeof EXAM_TASK_KINDS)[number];

/** POST /exam/task/rewardList. status: 0 in progress, 1 reward claimable, 2 claimed. */
export const examTaskSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** What the task counts: answers, a full score, friends invited, or shares of the poster. */
  kind: z.enum(EXAM_TASK_KINDS),
  target: z.int(),
  progress: z.int(),
  rewardKind: z.enum(['attempt', 'lottery', 'prop', 'redpack']),
  rewardValue: z.int().check(z.nonnegative()),
  rewardText: z.string(),
  status: z.int(),
});
export const examTaskListSchema = z.array(examTaskSchema);
/** POST /receive/exam/task/reward and /exam/task/receiveReward. */
export const taskClaimBodySchema = z.object({
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
  taskId: z.int().check(z.positive('任务编号不正确')),
});
export const taskClaimResultSchema = z.object({ taskId: z.int(), rewardText: z.string() });

/**
 * POST /redpack/withdraw and /redpack/ranking/withdraw. `account` (WeChat/Alipay account or bank
 * card) and `realName` are RSA-encrypted with GET /common/publicKey (base64, so up to 512 characters
 * on the wire); plain is accepted too. The server checks the name's length after decrypting it.
 */
export const withdrawBodySchema = z.object({
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
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
  /** The client's key for this withdrawal (required): the same key again answers the first payout (no second one). */
  clientKey: clientKeySchema,
});
export const rankingWithdrawBodySchema = z.omit(withdrawBodySchema, { amountCents: true });
export const withdrawResultSchema = z.object({
  recordId: z.int(),
  amountCents: centsSchema,
  balanceCents: centsSchema,
  status: z.int(),
  statusText: z.string(),
  accountMasked: z.string(),
});

/**
 * POST /redpack/record: red-packet records with their labels (docs/product.md「红包与提现」), and
 * the balance.
 */
export const redpackRecordBodySchema = examPageBodySchema;
export const redpackRecordSchema = z.object({
  id: z.int(),
  kind: z.int(),
  kindLabel: z.string(),
  amountCents: centsSchema,
  status: z.int(),
  statusText: z.string(),
  createdAt: z.number(),
});
export const redpackPageSchema = z.object({
  list: z.array(redpackRecordSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
  balanceCents: centsSchema,
  totalIncomeCents: centsSchema,
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
  examId: examIdSchema,
  index: z.coerce
    .number({ error: '题号不正确' })
    .check(z.int('题号不正确'), z.minimum(0, '题号不正确'), z.maximum(99, '题号不正确')),
});
export const answerPropSchema = z.extend(propSchema, {
  usable: z.boolean(),
  reason: z.nullable(z.string()),
});
export const answerPropListSchema = z.array(answerPropSchema);

/** GET /exam/lottery/prizeList/{examId}. kind: redpack (cents), prop (prop type), points, goods (a parcel: needs a recipient), none. */
export const prizeSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(['redpack', 'prop', 'points', 'goods', 'none']),
  value: z.int(),
  image: z.string(),
});
export const prizeListSchema = z.object({ prizes: z.array(prizeSchema), chancesLeft: z.int() });
/**
 * POST /exam/lottery/{examId} (body may be empty). `clientKey` names one draw: the same key again (a
 * retried or doubled request) answers the first draw's prize and spends no second chance.
 */
export const lotteryBodySchema = z.object({
  times: z._default(z.literal(1), 1),
  clientKey: clientKeySchema,
});
export const lotteryResultSchema = z.object({
  /** The draw, named in my won prizes (a goods prize's recipient is given for it). */
  drawId: z.int(),
  prize: prizeSchema,
  chancesLeft: z.int(),
  message: z.string(),
});

/** GET /exam/invite/{examId}/{type}: 1 poster, 2 link. */
export const examInviteParamsSchema = z.object({
  examId: examIdSchema,
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
  rewardCentsPerInvite: centsSchema,
  /** What each invited friend earns the inviter (1.00元邀请红包, 1张复活卡). */
  rewardText: z.string(),
});
export type ExamInvite = z.infer<typeof examInviteSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.
