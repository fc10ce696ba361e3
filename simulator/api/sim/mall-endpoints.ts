import { z } from 'zod';
import { phoneSchema } from '../../../renderer/src/contracts/api/auth';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { logisticsSchema, mallOrderSchema } from '../../../renderer/src/contracts/api/mall';

/** QA's controls of the points mall: shipping, tracking, closing orders, granting points. */
const orderIdSchema = z
  .number({ error: '订单编号须为正整数' })
  .int('订单编号须为正整数')
  .positive('订单编号须为正整数');

const eventSchema = z.object({
  text: z.string().trim().min(2, '物流信息至少2个字').max(100, '物流信息最多100字'),
  /** When it happened (ms); the mock's clock when left out. */
  time: z.number().int().positive().optional(),
});

/** POST /__sim/mall/ship: QA ships a waiting order with a courier, a tracking number and tracking events. */
export const simShipEndpoint = {
  method: 'POST',
  path: '/__sim/mall/ship',
  body: z.object({
    orderId: orderIdSchema,
    company: z.string().trim().min(2, '请填写快递公司').max(20, '快递公司最多20字'),
    trackingNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6,30}$/, '快递单号须为6 - 30位字母或数字'),
    events: z.array(eventSchema).max(50, '物流信息最多50条').default([]),
  }),
  response: mallOrderSchema,
} as const satisfies Endpoint;

/** POST /__sim/mall/express-event: QA adds a tracking event to a shipped order. */
export const simExpressEventEndpoint = {
  method: 'POST',
  path: '/__sim/mall/express-event',
  body: eventSchema.extend({ orderId: orderIdSchema }),
  response: logisticsSchema,
} as const satisfies Endpoint;

/** POST /__sim/mall/close: the operator rejects a waiting order; its points and stock go back. */
export const simCloseEndpoint = {
  method: 'POST',
  path: '/__sim/mall/close',
  body: z.object({
    orderId: orderIdSchema,
    reason: z.string().trim().min(2).max(50).default('商品暂时无法发货'),
  }),
  response: mallOrderSchema,
} as const satisfies Endpoint;

const grantBodySchema = z.object({
  phone: phoneSchema,
  points: z
    .number()
    .int('积分须为整数')
    .min(1, '积分须在1 - 1000000之间')
    .max(1_000_000, '积分须在1 - 1000000之间'),
});

/** POST /__sim/mall/grant-points: QA gives an account points (written to its bill as 运营发放). */
export const simGrantPointsEndpoint = {
  method: 'POST',
  path: '/__sim/mall/grant-points',
  body: grantBodySchema,
  response: z.object({ points: z.number() }),
} as const satisfies Endpoint;
