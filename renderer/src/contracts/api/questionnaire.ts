import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import { pageQuerySchema } from './envelope';
import { rankingRewardSchema, redpackPageSchema } from './exam-reward-shapes';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';

/**
 * The questionnaire competition is a campaign of the exam engine: exam 6 (kind 2): its challenge uses the exam calls
 * (/exam/begin, /exam/getNextInfo, /exam/v2/saveResult, /exam/useProp, /rank/page, /exam/prop/6 …)
 * with examId 6; these calls add what its own pages show.
 */
export const QUESTIONNAIRE_EXAM_ID = 6;

/** GET /questionnaire/info (/questionnaire/mng, rules, know). */
export const questionnaireInfoSchema = z.object({
  examId: z.int(),
  title: z.string(),
  description: z.string(),
  status: z.int(),
  startAt: z.number(),
  endAt: z.number(),
  rulesHtml: z.string(),
  /** Claim notes (/questionnaire/know). */
  notesHtml: z.string(),
  questionCount: z.int(),
  durationSeconds: z.int(),
  participants: z.int(),
  chancesLeft: z.int(),
  bestScore: z.nullable(z.int()),
  myRank: z.nullable(z.int()),
  propCount: z.int(),
  totalIncomeCents: centsSchema,
  balanceCents: centsSchema,
  /** A challenge begun and not finished (resume it at /questionnaire/list). */
  openChallengeId: z.nullable(z.int()),
});
export type QuestionnaireInfo = z.infer<typeof questionnaireInfoSchema>;

/** GET /questionnaire/logs (challenge log). */
export const challengeLogSchema = z.object({
  attemptId: z.int(),
  score: z.nullable(z.int()),
  correctCount: z.nullable(z.int()),
  questionCount: z.int(),
  usedSeconds: z.nullable(z.int()),
  passed: z.boolean(),
  finished: z.boolean(),
  startedAt: z.number(),
  /** Played as a challenge: every level reached (null for an attempt of the plain exam calls). */
  cleared: z.nullable(z.boolean()),
  propsUsed: z.array(z.string()),
});
export const challengeLogQuerySchema = pageQuerySchema;

/** GET /questionnaire/earnings (/questionnaire/reflect): exam 6's red-packet records, as POST /redpack/record. */
export const earningsSchema = redpackPageSchema;

/** GET /questionnaire/prices (/questionnaire/price): exam 6's reward tiers and standing, as POST /ranking/reward. */
export const pricesSchema = rankingRewardSchema;

/** GET/POST /questionnaire/bank (/questionnaire/bank): where rewards are paid. `cardNo` may be RSA-encrypted. */
export const bankCardBodySchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(2, '请选择开户银行'), z.maxLength(30)),
  cardNo: z.string().check(z.trim(), z.minLength(1, '请填写银行卡号'), z.maxLength(512)),
  realName: z.string().check(z.trim(), z.minLength(2, '请填写持卡人姓名'), z.maxLength(20)),
});
export const bankCardSchema = z.object({
  bankName: z.string(),
  cardNoMasked: z.string(),
  realName: z.string(),
  updatedAt: z.number(),
});
export const bankCardOrNullSchema = z.nullable(bankCardSchema);

/** POST /questionnaire/reward/claim (/questionnaire/connect, getprice): ranking reward paid to the bound card. */
export const rewardClaimResultSchema = z.object({
  rank: z.int(),
  amountCents: centsSchema,
  bankName: z.string(),
  cardNoMasked: z.string(),
  statusText: z.string(),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /questionnaire/info: 闯关赛首页信息 */
export const questionnaireInfoEndpoint = {
  method: 'GET',
  path: '/questionnaire/info',
  response: questionnaireInfoSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/logs: 闯关记录 */
export const questionnaireLogsEndpoint = {
  method: 'GET',
  path: '/questionnaire/logs',
  query: challengeLogQuerySchema,
  response: pageOf(challengeLogSchema),
} as const satisfies Endpoint;

/** GET /questionnaire/earnings: 我的收益（红包记录与余额） */
export const questionnaireEarningsEndpoint = {
  method: 'GET',
  path: '/questionnaire/earnings',
  query: challengeLogQuerySchema,
  response: earningsSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/prices: 奖励档位与我的名次 */
export const questionnairePricesEndpoint = {
  method: 'GET',
  path: '/questionnaire/prices',
  response: pricesSchema,
} as const satisfies Endpoint;

/** GET /questionnaire/bank: 已绑定的银行卡 */
export const questionnaireBankEndpoint = {
  method: 'GET',
  path: '/questionnaire/bank',
  response: bankCardOrNullSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/bank: 绑定银行卡（卡号可 RSA 加密） */
export const questionnaireBankBindEndpoint = {
  method: 'POST',
  path: '/questionnaire/bank',
  body: bankCardBodySchema,
  response: bankCardSchema,
} as const satisfies Endpoint;

/** POST /questionnaire/reward/claim: 领取排名奖励（打款到绑定银行卡） */
export const questionnaireRewardClaimEndpoint = {
  method: 'POST',
  path: '/questionnaire/reward/claim',
  response: rewardClaimResultSchema,
} as const satisfies Endpoint;
