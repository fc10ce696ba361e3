import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** What the user meets on /channel/coin, decided by the server: 立即领取, 已领取, 活动已结束. */
export const COIN_GIFT_STATES = ['available', 'claimed', 'ended'] as const;

const channelCodeSchema = z.string({ error: '渠道不正确' }).check(z.trim(), z.regex(/^[a-z0-9-]{2,32}$/, '渠道不正确'));

export const channelQuerySchema = z.object({ channel: z.optional(channelCodeSchema) });
export const channelClaimBodySchema = z.object({ channel: channelCodeSchema });

/** GET /channel/coin (optional auth): the channel's coin gift for new users, and the user's balance. */
export const channelCoinSchema = z.object({
  channel: z.string(),
  channelName: z.string(),
  giftCoins: z.int(),
  endsAt: z.number(),
  state: z.enum(COIN_GIFT_STATES),
  /** The user's coins (null when signed out). */
  balance: z.nullable(z.int()),
  uses: z.array(z.string()),
});
export type ChannelCoin = z.infer<typeof channelCoinSchema>;

/** The user's gift once claimed (the claim's answer and /channel/success's record). */
export const coinClaimSchema = z.object({
  channelName: z.string(),
  coins: z.int(),
  claimedAt: z.number(),
  balance: z.int(),
});
export type CoinClaim = z.infer<typeof coinClaimSchema>;

/** GET /channel/coin: 渠道新人金币 */
export const channelCoinEndpoint = {
  method: 'GET',
  path: '/channel/coin',
  query: channelQuerySchema,
  response: channelCoinSchema,
} as const satisfies Endpoint;

/** POST /channel/coin/claim: 领取新人金币（每人一次） */
export const channelCoinClaimEndpoint = {
  method: 'POST',
  path: '/channel/coin/claim',
  body: channelClaimBodySchema,
  response: coinClaimSchema,
} as const satisfies Endpoint;

/** GET /channel/coin/mine: 我领取的金币（领取成功页） */
export const channelCoinMineEndpoint = {
  method: 'GET',
  path: '/channel/coin/mine',
  response: z.nullable(coinClaimSchema),
} as const satisfies Endpoint;
