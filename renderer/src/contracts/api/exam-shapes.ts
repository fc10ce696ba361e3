import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import { pageQuerySchema } from './envelope';

/** The exam engine's constants and the shapes of an attempt, from exam info to its result (contract: exam.ts). */

/** Default exam id 5; 15 minutes to answer (docs/product.md「考试与排名」). */
export const DEFAULT_EXAM_ID = 5;
export const EXAM_DURATION_SECONDS = 15 * 60;
/** Question type: 1 single choice, 2 multiple choice, 3 true/false. */
export const QUESTION_TYPES = { SINGLE: 1, MULTIPLE: 2, JUDGE: 3 } as const;
/** Prop (道具) types: 1 去错卡 removes two wrong options, 2 跳题卡 skips a question as correct, 3 延时卡 adds 60 s. */
export const PROP_TYPES = { REMOVE_WRONG: 1, SKIP: 2, EXTRA_TIME: 3 } as const;
/**
 * Red-packet record kinds (docs/product.md「红包与提现」): 1 邀请红包, 2 答题红包, 3 红包提现, and
 * 4 排名奖励 (a ranking reward claimed).
 */
export const REDPACK_KINDS = { INVITE: 1, ANSWER: 2, WITHDRAW: 3, RANKING: 4 } as const;
export type RedpackKind = (typeof REDPACK_KINDS)[keyof typeof REDPACK_KINDS];
/**
 * A record's label: withdrawal is '红包提现'; otherwise invite '邀请红包' or answer '答题红包'; a
 * ranking reward is named so.
 */
export const redpackKindLabel = (kind: number): string =>
  kind === REDPACK_KINDS.WITHDRAW
    ? '红包提现'
    : kind === REDPACK_KINDS.INVITE
      ? '邀请红包'
      : kind === REDPACK_KINDS.RANKING
        ? '排名奖励'
        : '答题红包';
/** Smallest withdrawal (cents). */
export const MIN_WITHDRAW_CENTS = 100;

/** An exam id in a body, query or path (a number or its digits). */
export const examIdSchema = z.coerce
  .number({ error: '考试编号须为正整数' })
  .check(z.int('考试编号须为正整数'), z.positive('考试编号须为正整数'));
export const examIdBodySchema = z.object({ examId: z._default(examIdSchema, DEFAULT_EXAM_ID) });
export const examIdParamsSchema = z.object({ examId: examIdSchema });
/**
 * A page of one exam's list (invitees, ranking, red-packet records); the exam defaults to the
 * default exam.
 */
export const examPageBodySchema = z.extend(pageQuerySchema, {
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
});

/**
 * POST /exam/init: exam info, requested with examId and inviteUserId (the inviter, when the user
 * came by an invitation).
 */
export const examInitBodySchema = z.object({
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
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
  /** Seconds left on that attempt by the server's clock (null without one). */
  unfinishedSecondsLeft: z.nullable(z.int()),
  /** That attempt's deadline (ms, server time; null without one), paired with `serverNow`. */
  unfinishedDeadlineAt: z.nullable(z.number()),
  /** The server's clock when it answered (ms). */
  serverNow: z.number(),
  /**
   * An attempt the server submitted at its deadline whose result the player has not seen yet (shown
   * by /exam/v2/saveResult, which answers a submitted attempt's result); /exam/begin waits for it.
   */
  autoSubmittedAttemptId: z.nullable(z.int()),
  /**
   * When given, the app switches examId to it (docs/product.md「考试与排名」) (this exam ended,
   * that one is on).
   */
  continueExamId: z.nullable(z.int()),
  inviter: z.nullable(z.object({ userId: z.int(), nickname: z.string() })),
});
export type ExamInfo = z.infer<typeof examInfoSchema>;

/** POST /exam/apply. */
export const examApplyBodySchema = z.object({
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
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
  /** The server's clock when it answered (ms): the countdown is deadlineAt − serverNow, never the phone's clock. */
  serverNow: z.number(),
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
  redpackCents: centsSchema,
  lotteryChanceAdded: z.boolean(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** POST /exam/buring/point: tracking events ("share" counts for the share task). */
export const buryingPointBodySchema = z.object({
  examId: z._default(examIdSchema, DEFAULT_EXAM_ID),
  event: z.string().check(z.trim(), z.regex(/^[a-zA-Z][\w.-]{0,39}$/, '事件名不正确')),
  page: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  extra: z.optional(
    z.record(z.string(), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()])),
  ),
});
export const buryingPointResultSchema = z.object({ recorded: z.literal(true) });
