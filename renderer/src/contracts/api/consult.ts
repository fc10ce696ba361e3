import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';

/** What the user meets on /consult, decided by the server: 立即领取, 已领取 or 已领完. */
export const CONSULT_COUPON_STATES = ['available', 'claimed', 'soldOut'] as const;
export type ConsultCouponState = (typeof CONSULT_COUPON_STATES)[number];

/** The user's free consultation coupon once claimed; status 0 未使用, 1 已使用, 2 已过期. */
export const claimedConsultCouponSchema = z.object({
  code: z.string(),
  expireAt: z.number(),
  status: z.int(),
  statusText: z.string(),
});

/** GET /consult/coupon (optional auth) and the claim's answer. */
export const consultCouponSchema = z.object({
  title: z.string(),
  /** What the coupon takes off a consultation order (cents). */
  amountCents: centsSchema,
  validDays: z.int(),
  rules: z.array(z.string()),
  total: z.int(),
  remaining: z.int(),
  state: z.enum(CONSULT_COUPON_STATES),
  mine: z.nullable(claimedConsultCouponSchema),
});
export type ConsultCoupon = z.infer<typeof consultCouponSchema>;

/** GET /consult/coupon: 免费咨询券 */
export const consultCouponEndpoint = {
  method: 'GET',
  path: '/consult/coupon',
  response: consultCouponSchema,
} as const satisfies Endpoint;

/** POST /consult/coupon/claim: 领取免费咨询券（每人一张） */
export const consultCouponClaimEndpoint = {
  method: 'POST',
  path: '/consult/coupon/claim',
  response: consultCouponSchema,
} as const satisfies Endpoint;
