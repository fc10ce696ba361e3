import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/**
 * Tip count shapes the content pages parse with their first render, in a module of their own so
 * the request schema (reward.ts) stays off those pages.
 */

/** One piece of content's paid tips: how many in all, how many of them are the user's. */
export const rewardCountSchema = z.object({
  targetId: z.int(),
  count: z.int(),
  /** The signed-in user's paid tips on it (0 when signed out). */
  mine: z.int(),
});
export type RewardCount = z.infer<typeof rewardCountSchema>;
export const rewardCountsSchema = z.object({ list: z.array(rewardCountSchema) });

/** GET /reward/counts (request schema: `rewardCountsEndpoint` in reward.ts). */
export const rewardCountsEndpointBase = {
  method: 'GET',
  path: '/reward/counts',
  response: rewardCountsSchema,
} as const satisfies Endpoint;
