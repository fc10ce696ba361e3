import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { orderSchema } from '../../../renderer/src/contracts/api/order';
import { simStateSchema } from './schemas';

/**
 * The simulator's payment side under /__sim/: QA's "next payment" control, and the simulated
 * payment providers (WeChat Pay, Alipay) that the native app and WeChat's browser call, as the real
 * SDKs call their own servers, which then notify the merchant (our backend).
 */

const PAYMENT_OVERRIDES = ['fail', 'cancel', 'slow', 'none'] as const;

/** POST /__sim/payment/next: the next payment fails, is cancelled or is slow, whatever the user does. */
export const simNextPaymentEndpoint = {
  method: 'POST',
  path: '/__sim/payment/next',
  body: z.object({
    outcome: z.enum(PAYMENT_OVERRIDES, { message: '请选择失败、取消、缓慢或清除' }),
    /** slow: how long the provider takes (default 5 s). */
    ms: z
      .number()
      .int('延迟须为整数毫秒')
      .min(0, '延迟须在0 - 30000毫秒之间')
      .max(30_000, '延迟须在0 - 30000毫秒之间')
      .optional(),
    msg: z.string().trim().min(1).max(200).optional(),
    /** Only a payment of this account's orders takes it (default: the next payment of anyone). */
    phone: z
      .string()
      .regex(/^1[3-9]\d{9}$/, '请输入正确手机号')
      .optional(),
  }),
  response: simStateSchema,
} as const satisfies Endpoint;

/** POST /__sim/payment/take: consumes the armed override (a simulated payment provider asks before it charges). */
export const simTakePaymentEndpoint = {
  method: 'POST',
  path: '/__sim/payment/take',
  /** The order being paid: an override armed for another account stays armed. */
  body: z.object({ orderNo: z.string().trim().min(1).max(40).optional() }).optional(),
  response: z.object({
    override: z
      .object({ outcome: z.enum(['fail', 'cancel', 'slow']), ms: z.number(), msg: z.string() })
      .nullable(),
  }),
} as const satisfies Endpoint;

/**
 * POST /__sim/paychannel/notify: the payment provider's word on a prepay order (its notify_url call):
 * paid, cancelled by the user or failed. `sign` (the payParams' paySign / sign) is checked when given.
 */
export const simPayNotifyEndpoint = {
  method: 'POST',
  path: '/__sim/paychannel/notify',
  body: z.object({
    prepayId: z.string().trim().min(1, '预支付单号不能为空').max(64, '预支付单号不正确'),
    result: z.enum(['paid', 'cancelled', 'failed'], { message: '支付结果不正确' }),
    sign: z.string().trim().min(1).max(128).optional(),
    msg: z.string().trim().min(1).max(200).optional(),
  }),
  response: orderSchema,
} as const satisfies Endpoint;

/**
 * POST /__sim/paychannel/prepay: what the provider's payment sheet shows for a prepay order (amount,
 * goods), after checking the payer's signature, as the SDK's own server does before it opens.
 */
export const simPrepayInfoEndpoint = {
  method: 'POST',
  path: '/__sim/paychannel/prepay',
  body: z.object({
    prepayId: z.string().trim().min(1, '预支付单号不能为空').max(64, '预支付单号不正确'),
    sign: z.string().trim().min(1, '支付签名错误').max(128, '支付签名错误'),
  }),
  response: z.object({
    orderNo: z.string(),
    channel: z.string(),
    tradeType: z.string(),
    payCents: z.number(),
    goodsTitle: z.string(),
  }),
} as const satisfies Endpoint;
