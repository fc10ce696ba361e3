import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { orderSchema } from './order';

const receiptSchema = z
  .string()
  .check(z.trim(), z.minLength(1, '购买凭证不能为空'), z.maxLength(200, '购买凭证不正确'));

/** POST /iap/verify: an Apple in-app purchase's receipt for an unpaid order (the native app made the purchase). */
export const iapVerifyBodySchema = z.object({
  orderNo: z.string().check(z.trim(), z.regex(/^\d{18}$/, '订单号不正确')),
  receipt: receiptSchema,
});
export type IapVerifyBody = z.infer<typeof iapVerifyBodySchema>;

/** POST /iap/restore: the receipts the App Store holds for this Apple ID (恢复购买). */
export const iapRestoreBodySchema = z.object({
  receipts: z.array(receiptSchema).check(z.maxLength(50, '购买凭证过多')),
});
export const iapRestoreResultSchema = z.object({
  /** Purchases credited now (they had not reached the account before). */
  restored: z.int(),
  message: z.string(),
  orders: z.array(orderSchema),
});
export type IapRestoreResult = z.infer<typeof iapRestoreResultSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /iap/verify: 校验苹果应用内购买凭证并完成订单 */
export const iapVerifyEndpoint = {
  method: 'POST',
  path: '/iap/verify',
  body: iapVerifyBodySchema,
  response: orderSchema,
} as const satisfies Endpoint;

/** POST /iap/restore: 恢复购买（入账尚未到账的苹果购买） */
export const iapRestoreEndpoint = {
  method: 'POST',
  path: '/iap/restore',
  body: iapRestoreBodySchema,
  response: iapRestoreResultSchema,
} as const satisfies Endpoint;
