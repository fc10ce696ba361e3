import type { rewardCountsEndpoint, RewardCount } from '@/contracts/api/reward';
import { rewardCountsEndpointBase } from '@/contracts/api/reward-shapes';
import { callEndpoint } from '@/lib/api/call-endpoint';
import type { TipTargetType } from './tip-target';

/**
 * GET /reward/counts: the paid tips of each piece of content. Silent: a count that did not load
 * leaves 打赏 usable and shows no number, it does not deserve a toast over the article.
 */
export async function fetchTipCounts(
  targetType: TipTargetType,
  ids: readonly number[],
): Promise<RewardCount[]> {
  const { list } = await callEndpoint<typeof rewardCountsEndpoint>(
    rewardCountsEndpointBase,
    { query: { targetType, ids: ids.join(',') } },
    { silent: true },
  );
  return list;
}
