import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';
import { questionSchema } from './exam-shapes';

/**
 * The questionnaire's challenge (闯关): the exam engine's attempt played one question at a time, each
 * with its own deadline held by the server. A wrong answer or a time-out ends the challenge unless the
 * player revives once (复活卡). Prop effects are decided by the server.
 */

/** Prop types of a challenge: the exam engine's three, plus 4 复活卡 (used after a wrong answer only). */
export const CHALLENGE_PROP_TYPES = { REMOVE_WRONG: 1, SKIP: 2, EXTRA_TIME: 3, REVIVE: 4 } as const;

/**
 * answering: the current question's clock runs; answered: right, waiting for 下一关 (the next clock
 * starts when it is shown); wrong: wrong or timed out, a revive is offered; cleared / failed: over.
 */
export const challengePhaseSchema = z.enum(['answering', 'answered', 'wrong', 'cleared', 'failed']);
export type ChallengePhase = z.infer<typeof challengePhaseSchema>;

export const challengePropSchema = z.object({
  propType: z.int(),
  name: z.string(),
  description: z.string(),
  count: z.int(),
  /** Whether the server would accept it now; `reason` says why not. */
  usable: z.boolean(),
  reason: z.nullable(z.string()),
});
export type ChallengeProp = z.infer<typeof challengePropSchema>;

/** The verdict on the question last answered (or timed out). */
export const challengeVerdictSchema = z.object({
  index: z.int(),
  answer: z.string(),
  correct: z.boolean(),
  timedOut: z.boolean(),
  rightAnswer: z.string(),
  analysis: z.string(),
});
export type ChallengeVerdict = z.infer<typeof challengeVerdictSchema>;

export const challengeStateSchema = z.object({
  attemptId: z.int(),
  phase: challengePhaseSchema,
  /** 0-based index of the current level; shown as 第 index+1/total 关. */
  index: z.int(),
  total: z.int(),
  /** The current question, or the last one answered (options a 去错卡 removed are left out). */
  question: z.nullable(questionSchema),
  /** The current question's deadline and the server's clock when answering (ms). */
  deadlineAt: z.number(),
  serverNow: z.number(),
  remainingSeconds: z.int(),
  /** A question's full time, for the countdown ring. */
  questionSeconds: z.int(),
  correctCount: z.int(),
  revived: z.boolean(),
  verdict: z.nullable(challengeVerdictSchema),
  props: z.array(challengePropSchema),
  /** The server's words on what just happened (a prop's effect), shown as a toast. */
  notice: z.nullable(z.string()),
});
export type ChallengeState = z.infer<typeof challengeStateSchema>;

export const challengeIdSchema = z.int().check(z.positive('挑战编号不正确'));
export const challengeIdBodySchema = z.object({ attemptId: challengeIdSchema });
export const challengeIdParamsSchema = z.object({
  attemptId: z.coerce
    .number({ error: '挑战编号不正确' })
    .check(z.int('挑战编号不正确'), z.positive('挑战编号不正确')),
});
export const challengeAnswerBodySchema = z.object({
  attemptId: challengeIdSchema,
  index: z.int().check(z.minimum(0, '关卡不正确'), z.maximum(99, '关卡不正确')),
  /** Option keys, e.g. "A" or "ACD". */
  answer: z.string().check(z.trim(), z.regex(/^[A-F]{1,6}$/, '请选择答案')),
});
export const challengePropBodySchema = z.object({
  attemptId: challengeIdSchema,
  index: z.int().check(z.minimum(0, '关卡不正确'), z.maximum(99, '关卡不正确')),
  propType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    message: '道具类型不正确',
  }),
});

/** A finished challenge as the result page shows it. */
export const challengeResultSchema = z.object({
  attemptId: z.int(),
  cleared: z.boolean(),
  /** Levels passed of `total`: right answers, a level skipped with 跳题卡 or got through with 复活卡. */
  levelReached: z.int(),
  total: z.int(),
  /** The level the challenge was lost at (1-based); null when every level was passed. */
  failedLevel: z.nullable(z.int()),
  usedSeconds: z.int(),
  rankBefore: z.nullable(z.int()),
  rankAfter: z.nullable(z.int()),
  rewardCents: centsSchema,
  revived: z.boolean(),
  propsUsed: z.array(z.string()),
  chancesLeft: z.int(),
  finishedAt: z.number(),
});
export type ChallengeResult = z.infer<typeof challengeResultSchema>;

/** GET /questionnaire/rank: today's or the overall board; ties by time used. */
export const challengeRankQuerySchema = z.object({
  scope: z._default(z.enum(['today', 'all'], { message: '榜单类型须为 today 或 all' }), 'all'),
});
export const challengeRankItemSchema = z.object({
  rank: z.int(),
  userId: z.int(),
  nickname: z.string(),
  level: z.int(),
  usedSeconds: z.int(),
});
export const challengeRankSchema = z.object({
  scope: z.enum(['today', 'all']),
  list: z.array(challengeRankItemSchema),
  total: z.int(),
  mine: z.nullable(challengeRankItemSchema),
});
export type ChallengeRank = z.infer<typeof challengeRankSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /questionnaire/challenge/start: who invited the player (from the invitation link), counted once on joining. */
export const challengeStartBodySchema = z.object({
  inviteUserId: z.optional(
    z.nullable(
      z.coerce
        .number({ error: '邀请人编号不正确' })
        .check(z.int('邀请人编号不正确'), z.positive('邀请人编号不正确')),
    ),
  ),
});

/** POST /questionnaire/challenge/start: 开始挑战（有未完成的挑战时继续它；首次参加时记录邀请人） */
export const challengeStartEndpoint = {
  method: 'POST',
  path: '/questionnaire/challenge/start',
  body: challengeStartBodySchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/challenge/state/:attemptId: 挑战当前状态（刷新后继续同一题，剩余时间以服务器为准） */
export const challengeStateEndpoint = {
  method: 'GET',
  path: '/questionnaire/challenge/state/:attemptId',
  params: challengeIdParamsSchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/challenge/answer: 提交本关答案（超时按答错计） */
export const challengeAnswerEndpoint = {
  method: 'POST',
  path: '/questionnaire/challenge/answer',
  body: challengeAnswerBodySchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/challenge/next: 进入下一关（下一题开始计时） */
export const challengeNextEndpoint = {
  method: 'POST',
  path: '/questionnaire/challenge/next',
  body: challengeIdBodySchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/challenge/prop: 使用道具（效果由服务器决定） */
export const challengePropEndpoint = {
  method: 'POST',
  path: '/questionnaire/challenge/prop',
  body: challengePropBodySchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/challenge/giveup: 放弃复活，结束挑战 */
export const challengeGiveUpEndpoint = {
  method: 'POST',
  path: '/questionnaire/challenge/giveup',
  body: challengeIdBodySchema,
  response: challengeStateSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/challenge/result/:attemptId: 挑战结果 */
export const challengeResultEndpoint = {
  method: 'GET',
  path: '/questionnaire/challenge/result/:attemptId',
  params: challengeIdParamsSchema,
  response: challengeResultSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/rank: 闯关排行榜（今日 / 总榜） */
export const challengeRankEndpoint = {
  method: 'GET',
  path: '/questionnaire/rank',
  query: challengeRankQuerySchema,
  response: challengeRankSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/props: 我的道具（含复活卡，及获得方式） */
export const challengePropsEndpoint = {
  method: 'GET',
  path: '/questionnaire/props',
  response: z.array(
    z.object({
      propType: z.int(),
      name: z.string(),
      description: z.string(),
      count: z.int(),
      source: z.string(),
    }),
  ),
} as const satisfies Endpoint;
