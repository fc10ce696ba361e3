import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { rewardCountsEndpointBase } from './reward-shapes';

export {
  rewardCountSchema,
  rewardCountsSchema,
  rewardCountsEndpointBase,
  type RewardCount,
} from './reward-shapes';

/** How many pieces of content one call may ask about (a Q&A page's answers). */
export const REWARD_COUNTS_MAX_IDS = 50;

/** GET /reward/counts?targetType=&ids=: targetType is rewardRecordType (0 article, 1 expert answer, 2 course). */
export const rewardCountsQuerySchema = z.object({
  targetType: z.coerce
    .number({ error: '打赏对象类型不正确' })
    .check(
      z.int('打赏对象类型不正确'),
      z.minimum(0, '打赏对象类型不正确'),
      z.maximum(2, '打赏对象类型不正确'),
    ),
  ids: z.string({ error: '请指定内容编号' }).check(
    z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, '内容编号不正确'),
    z.refine(
      (v) => v.split(',').length <= REWARD_COUNTS_MAX_IDS,
      `一次最多查询${REWARD_COUNTS_MAX_IDS}条内容`,
    ),
  ),
});
export type RewardCountsQuery = z.infer<typeof rewardCountsQuerySchema>;

/** GET /reward/counts: 内容的打赏次数（文章、专家回答、课程） */
export const rewardCountsEndpoint = {
  ...rewardCountsEndpointBase,
  query: rewardCountsQuerySchema,
} as const satisfies Endpoint;
