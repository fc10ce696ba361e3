import { z } from 'zod';

/** Bodies of the `/__sim/` scenario controls (the simulator's own API, not the app's). */
const pattern = z
  .string()
  .trim()
  .min(1, '请填写路由匹配模式，如 /v3/order/valid 或 /exam/*')
  .max(200, '匹配模式过长');
export const latencyBodySchema = z.object({
  pattern,
  ms: z
    .number()
    .int('延迟须为整数毫秒')
    .min(0, '延迟须在0 - 30000毫秒之间')
    .max(30_000, '延迟须在0 - 30000毫秒之间'),
});
export const failBodySchema = z.object({
  pattern,
  times: z.number().int().min(1, '次数须在1 - 100之间').max(100, '次数须在1 - 100之间').default(1),
  status: z
    .number()
    .int()
    .min(400, '状态码须在400 - 599之间')
    .max(599, '状态码须在400 - 599之间')
    .default(500),
  msg: z.string().trim().min(1).max(200).default('服务繁忙，请稍后再试'),
});
export const smsFailureBodySchema = z.object({
  enabled: z.boolean(),
  msg: z.string().trim().min(1).max(200).optional(),
  status: z.number().int().min(400).max(599).optional(),
});
export const expireTokenBodySchema = z
  .object({
    token: z.string().min(1).optional(),
    phone: z
      .string()
      .regex(/^1[3-9]\d{9}$/, '请输入正确手机号')
      .optional(),
  })
  .refine((b) => b.token !== undefined || b.phone !== undefined, {
    message: '请提供 token 或 phone',
  });
export const advanceBodySchema = z.object({
  ms: z
    .number()
    .int()
    .min(0, '只能向前拨动时钟')
    .max(30 * 86_400_000, '一次最多拨动30天'),
});
export const smsListQuerySchema = z.object({
  phone: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const smsRecordSchema = z.object({
  phone: z.string(),
  type: z.number(),
  code: z.string(),
  sentAt: z.number(),
  used: z.boolean(),
});
export const simStateSchema = z.object({
  latency: z.array(z.object({ pattern: z.string(), ms: z.number() })),
  fail: z.array(
    z.object({ pattern: z.string(), remaining: z.number(), status: z.number(), msg: z.string() }),
  ),
  smsFailure: z.object({ enabled: z.boolean(), msg: z.string(), status: z.number() }),
  clockOffsetMs: z.number(),
  nextPayment: z
    .object({ outcome: z.string(), ms: z.number(), msg: z.string(), phone: z.string().nullable() })
    .nullable(),
  now: z.number(),
});
/** The simulated native app signs in with a phone number alone: it is not a phone typing SMS codes. */
export const nativeSessionBodySchema = z.object({
  phone: z.string().regex(/^1[3-9]\d{9}$/, '请输入正确手机号'),
});
export const nativeSessionSchema = z.object({ token: z.string(), isNew: z.boolean() });
