import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';
import {
  idParamsSchema,
  goodsListQuerySchema,
  goodsSummarySchema,
  goodsDetailSchema,
  mallAccountSchema,
  checkinResultSchema,
  pointsBillEntrySchema,
  pointsBillQuerySchema,
  addressBodySchema,
  addressSchema,
  addressListSchema,
  mallOrderBodySchema,
  mallOrderSchema,
  logisticsSchema,
  recordQuerySchema,
  recordCountsSchema,
} from './mall-shapes';

export * from './mall-shapes';

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /integral/goods/list: 积分商品列表 */
export const integralGoodsListEndpoint = {
  method: 'GET',
  path: '/integral/goods/list',
  query: goodsListQuerySchema,
  response: pageOf(goodsSummarySchema),
} as const satisfies Endpoint;

/** GET /integral/goods/detail/:id: 积分商品详情 */
export const integralGoodsDetailEndpoint = {
  method: 'GET',
  path: '/integral/goods/detail/:id',
  params: idParamsSchema,
  response: goodsDetailSchema,
} as const satisfies Endpoint;

/** GET /integral/account: 我的积分与今日签到 */
export const integralAccountEndpoint = {
  method: 'GET',
  path: '/integral/account',
  response: mallAccountSchema,
} as const satisfies Endpoint;

/** GET /integral/address/list: 收货地址 */
export const integralAddressListEndpoint = {
  method: 'GET',
  path: '/integral/address/list',
  response: addressListSchema,
} as const satisfies Endpoint;

/** POST /integral/address/save: 新增或修改收货地址 */
export const integralAddressSaveEndpoint = {
  method: 'POST',
  path: '/integral/address/save',
  body: addressBodySchema,
  response: addressSchema,
} as const satisfies Endpoint;

/** POST /integral/address/delete/:id: 删除收货地址 */
export const integralAddressDeleteEndpoint = {
  method: 'POST',
  path: '/integral/address/delete/:id',
  params: idParamsSchema,
  response: addressListSchema,
} as const satisfies Endpoint;

/** POST /integral/order/submit: 积分兑换下单 */
export const integralOrderSubmitEndpoint = {
  method: 'POST',
  path: '/integral/order/submit',
  body: mallOrderBodySchema,
  response: mallOrderSchema,
} as const satisfies Endpoint;

/** GET /integral/exchange/record: 兑换记录 */
export const integralExchangeRecordEndpoint = {
  method: 'GET',
  path: '/integral/exchange/record',
  query: recordQuerySchema,
  response: pageOf(mallOrderSchema),
} as const satisfies Endpoint;

/** GET /integral/exchange/detail/:id: 兑换详情 */
export const integralExchangeDetailEndpoint = {
  method: 'GET',
  path: '/integral/exchange/detail/:id',
  params: idParamsSchema,
  response: mallOrderSchema,
} as const satisfies Endpoint;

/** GET /integral/express/:id: 物流信息 */
export const integralExpressEndpoint = {
  method: 'GET',
  path: '/integral/express/:id',
  params: idParamsSchema,
  response: logisticsSchema,
} as const satisfies Endpoint;

/** GET /integral/goods/categories: 商品分类 */
export const integralGoodsCategoriesEndpoint = {
  method: 'GET',
  path: '/integral/goods/categories',
  response: z.array(z.object({ key: z.string(), name: z.string() })),
} as const satisfies Endpoint;

/** POST /integral/checkin: 每日签到领积分 (409 今天已签到，明天再来吧) */
export const integralCheckinEndpoint = {
  method: 'POST',
  path: '/integral/checkin',
  response: checkinResultSchema,
} as const satisfies Endpoint;

/** GET /integral/points/bill: 积分收支明细, newest first (`type` keeps 收入 or 支出 only) */
export const integralPointsBillEndpoint = {
  method: 'GET',
  path: '/integral/points/bill',
  query: pointsBillQuerySchema,
  response: pageOf(pointsBillEntrySchema),
} as const satisfies Endpoint;

/** GET /integral/exchange/counts: 兑换记录各状态数量 */
export const integralRecordCountsEndpoint = {
  method: 'GET',
  path: '/integral/exchange/counts',
  response: recordCountsSchema,
} as const satisfies Endpoint;

/** POST /integral/exchange/confirm/:id: 确认收货 (again on a completed order: the same answer) */
export const integralConfirmReceiptEndpoint = {
  method: 'POST',
  path: '/integral/exchange/confirm/:id',
  params: idParamsSchema,
  response: mallOrderSchema,
} as const satisfies Endpoint;
