import * as z from 'zod/mini';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

/** The simulated App Store, which the simulated iPhone app calls (the H5 app never does). */
const appleIdSchema = z
  .string()
  .check(z.minLength(1, '请提供 Apple ID'), z.maxLength(80, 'Apple ID 不正确'));

/** POST /__sim/appstore/purchase: the simulated App Store charges an Apple ID (the native app calls it). */
export const simAppStorePurchaseEndpoint = {
  method: 'POST',
  path: '/__sim/appstore/purchase',
  body: z.object({
    productId: z.string().check(z.minLength(1, '请提供商品')),
    orderNo: z.string().check(z.maxLength(40)),
    appleId: appleIdSchema,
  }),
  response: z.object({ transactionId: z.string(), receipt: z.string() }),
} as const satisfies Endpoint;

/** POST /__sim/appstore/receipts: every receipt of an Apple ID (what 恢复购买 hands the app). */
export const simAppStoreReceiptsEndpoint = {
  method: 'POST',
  path: '/__sim/appstore/receipts',
  body: z.object({ appleId: appleIdSchema }),
  response: z.object({ receipts: z.array(z.string()) }),
} as const satisfies Endpoint;
