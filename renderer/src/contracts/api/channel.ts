import * as z from 'zod/mini';
import { clientKeySchema } from './client-key';
import { centsSchema, coinsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';

/** What the user meets on /channel/coin, decided by the server: 立即领取, 已领取, 活动已结束. */
export const COIN_GIFT_STATES = ['available', 'claimed', 'ended'] as const;

const channelCodeSchema = z
  .string({ error: '渠道不正确' })
  .check(z.trim(), z.regex(/^[a-z0-9-]{2,32}$/, '渠道不正确'));

export const channelQuerySchema = z.object({ channel: z.optional(channelCodeSchema) });
export const channelClaimBodySchema = z.object({ channel: channelCodeSchema });

/** GET /channel/coin (optional auth): the channel's coin gift for new users, and the user's balance. */
export const channelCoinSchema = z.object({
  channel: z.string(),
  channelName: z.string(),
  giftCoins: coinsSchema,
  endsAt: z.number(),
  state: z.enum(COIN_GIFT_STATES),
  /** The user's coins (null when signed out). */
  balance: z.nullable(coinsSchema),
  uses: z.array(z.string()),
});
export type ChannelCoin = z.infer<typeof channelCoinSchema>;

/** The user's gift once claimed (the claim's answer and /channel/success's record). */
export const coinClaimSchema = z.object({
  channelName: z.string(),
  coins: coinsSchema,
  claimedAt: z.number(),
  balance: coinsSchema,
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

export { COINS_PER_YUAN, courseCoins } from './coin-rate';

/** A coin package bought through the purchase flow (order type 7): coins, bonus coins, price in cents. */
export const coinPackageSchema = z.object({
  id: z.int(),
  coins: coinsSchema,
  bonus: coinsSchema,
  priceCents: centsSchema,
});
export type CoinPackage = z.infer<typeof coinPackageSchema>;
/** GET /coin/packages (optional auth): the packages and the user's balance (null when signed out). */
export const coinPackagesSchema = z.object({
  packages: z.array(coinPackageSchema),
  balance: z.nullable(coinsSchema),
  coinsPerYuan: coinsSchema,
});
export type CoinPackages = z.infer<typeof coinPackagesSchema>;

/** POST /coin/unlock: a paid course unlocked with coins; `clientKey` makes a retry spend nothing twice. */
export const coinUnlockBodySchema = z.object({
  courseId: z
    .number({ error: '课程编号须为正整数' })
    .check(z.int('课程编号须为正整数'), z.positive('课程编号须为正整数')),
  clientKey: clientKeySchema,
});
export const coinUnlockSchema = z.object({
  courseId: z.int(),
  coinsSpent: coinsSchema,
  balance: coinsSchema,
});
export type CoinUnlock = z.infer<typeof coinUnlockSchema>;

/** GET /coin/packages: 金币充值套餐与我的金币 */
export const coinPackagesEndpoint = {
  method: 'GET',
  path: '/coin/packages',
  response: coinPackagesSchema,
} as const satisfies Endpoint;

/** POST /coin/unlock: 用金币解锁付费课程（幂等） */
export const coinUnlockEndpoint = {
  method: 'POST',
  path: '/coin/unlock',
  body: coinUnlockBodySchema,
  response: coinUnlockSchema,
} as const satisfies Endpoint;
