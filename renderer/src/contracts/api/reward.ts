import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** How many pieces of content one call may ask about (a Q&A page's answers). */
export const REWARD_COUNTS_MAX_IDS = 50;

/** GET /reward/counts?targetType=&ids=: targetType is rewardRecordType (0 article, 1 expert answer, 2 course). */
export const rewardCountsQuerySchema = z.object({
  targetType: z.coerce
    .number({ error: '打赏对象类型不正确' })
    .check(z.int('打赏对象类型不正确'), z.minimum(0, '打赏对象类型不正确'), z.maximum(2, '打赏对象类型不正确')),
  ids: z.string({ error: '请指定内容编号' }).check(
    z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, '内容编号不正确'),
    z.refine((v) => v.split(',').length <= REWARD_COUNTS_MAX_IDS, `一次最多查询${REWARD_COUNTS_MAX_IDS}条内容`),
  ),
});
export type RewardCountsQuery = z.infer<typeof rewardCountsQuerySchema>;

/** One piece of content's paid tips: how many in all, how many of them are the user's. */
export const rewardCountSchema = z.object({
  targetId: z.int(),
  count: z.int(),
  /** The signed-in user's paid tips on it (0 when signed out). */
  mine: z.int(),
});
export type RewardCount = z.infer<typeof rewardCountSchema>;
export const rewardCountsSchema = z.object({ list: z.array(rewardCountSchema) });

/** GET /reward/counts: 内容的打赏次数（文章、专家回答、课程） */
export const rewardCountsEndpoint = {
  method: 'GET',
  path: '/reward/counts',
  query: rewardCountsQuerySchema,
  response: rewardCountsSchema,
} as const satisfies Endpoint;
