import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** The contest's phase by the server's clock: 未开始, 征稿中, 评审中, 已公布. */
export const ESSAY_PHASES = ['notStarted', 'collecting', 'reviewing', 'announced'] as const;
export type EssayPhase = (typeof ESSAY_PHASES)[number];

/** A contribution of the user's: entered (with when) or one that could be entered. */
export const essayWorkSchema = z.object({
  contributionId: z.int(),
  title: z.string(),
  /** The contribution's review status (审核中, 已发布…). */
  statusText: z.string(),
  enteredAt: z.nullable(z.number()),
});
export type EssayWork = z.infer<typeof essayWorkSchema>;

/** GET /essay/contest (optional auth): the contest, its phase, and the user's entries and eligible works. */
export const essayContestSchema = z.object({
  id: z.int(),
  title: z.string(),
  theme: z.string(),
  rules: z.array(z.string()),
  prizes: z.array(z.object({ name: z.string(), count: z.int(), reward: z.string() })),
  submitStart: z.number(),
  submitEnd: z.number(),
  announceAt: z.number(),
  phase: z.enum(ESSAY_PHASES),
  phaseText: z.string(),
  entryCount: z.int(),
  maxEntries: z.int(),
  /** The user's entries (empty when signed out). */
  mine: z.array(essayWorkSchema),
  /** The user's works sent for review or published and not entered yet. */
  candidates: z.array(essayWorkSchema),
});
export type EssayContest = z.infer<typeof essayContestSchema>;

export const essayEnterParamsSchema = z.object({
  contributionId: z.coerce
    .number({ error: '作品编号不正确' })
    .check(z.int('作品编号不正确'), z.positive('作品编号不正确')),
});

/** GET /essay/contest: 原创征文大赛 */
export const essayContestEndpoint = {
  method: 'GET',
  path: '/essay/contest',
  response: essayContestSchema,
} as const satisfies Endpoint;

/** POST /essay/enter/:contributionId: 以我的投稿参赛（同一作品重复提交不重复计入） */
export const essayEnterEndpoint = {
  method: 'POST',
  path: '/essay/enter/:contributionId',
  params: essayEnterParamsSchema,
  response: essayContestSchema,
} as const satisfies Endpoint;
