import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { redpackRecordSchema } from './exam';

/**
 * The questionnaire competition is exam 6 (kind 2): its challenge uses the exam calls
 * (/exam/begin, /exam/getNextInfo, /exam/v2/saveResult, /exam/useProp, /rank/page, /exam/prop/6 …)
 * with examId 6; these calls add what its own pages show.
 */
export const QUESTIONNAIRE_EXAM_ID = 6;

/** GET /questionnaire/info (/questionnaire/mng, rules, know). */
export const questionnaireInfoSchema = z.object({
  examId: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
  startAt: z.number(),
  endAt: z.number(),
  rulesHtml: z.string(),
  /** Claim notes (/questionnaire/know). */
  notesHtml: z.string(),
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
  participants: z.number().int(),
  chancesLeft: z.number().int(),
  bestScore: z.number().int().nullable(),
  myRank: z.number().int().nullable(),
  propCount: z.number().int(),
  totalIncomeCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type QuestionnaireInfo = z.infer<typeof questionnaireInfoSchema>;

/** GET /questionnaire/logs (challenge log). */
export const challengeLogSchema = z.object({
  attemptId: z.number().int(),
  score: z.number().int().nullable(),
  correctCount: z.number().int().nullable(),
  questionCount: z.number().int(),
  usedSeconds: z.number().int().nullable(),
  passed: z.boolean(),
  finished: z.boolean(),
  startedAt: z.number(),
});
export const challengeLogQuerySchema = pageQuerySchema;

/** GET /questionnaire/earnings (/questionnaire/reflect). */
export const earningsSchema = z.object({
  list: z.array(redpackRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  balanceCents: z.number().int(),
  totalIncomeCents: z.number().int(),
});

/** GET /questionnaire/prices (/questionnaire/price). */
export const pricesSchema = z.object({
  tiers: z.array(z.object({ rankFrom: z.number().int(), rankTo: z.number().int(), amountCents: z.number().int(), title: z.string() })),
  myRank: z.number().int().nullable(),
  myRewardCents: z.number().int(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  examEnded: z.boolean(),
});

/** GET/POST /questionnaire/bank (/questionnaire/bank): where rewards are paid. `cardNo` may be RSA-encrypted. */
export const bankCardBodySchema = z.object({
  bankName: z.string().trim().min(2, '请选择开户银行').max(30),
  cardNo: z.string().trim().min(1, '请填写银行卡号').max(512),
  realName: z.string().trim().min(2, '请填写持卡人姓名').max(20),
});
export const bankCardSchema = z.object({ bankName: z.string(), cardNoMasked: z.string(), realName: z.string(), updatedAt: z.number() });
export const bankCardOrNullSchema = bankCardSchema.nullable();

/** POST /questionnaire/reward/claim (/questionnaire/connect, getprice): ranking reward paid to the bound card. */
export const rewardClaimResultSchema = z.object({ rank: z.number().int(), amountCents: z.number().int(), bankName: z.string(), cardNoMasked: z.string(), statusText: z.string() });
