import {
  integralAccountEndpoint,
  integralAddressListEndpoint,
  integralCheckinEndpoint,
  integralExchangeDetailEndpoint,
  integralGoodsDetailEndpoint,
  integralGoodsListEndpoint,
  integralOrderSubmitEndpoint,
  type Address,
  type CheckinResult,
  type GoodsDetail,
  type GoodsSummary,
  type MallAccount,
  type MallCategory,
  type MallOrder,
  type MallOrderBody,
} from '@/contracts/api/mall';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /integral/account: balance and today's check-in (login required). */
export function fetchMallAccount(): Promise<MallAccount> {
  return callEndpoint(integralAccountEndpoint);
}

/** POST /integral/checkin (409 今天已签到，明天再来吧). */
export function checkIn(): Promise<CheckinResult> {
  return callEndpoint(integralCheckinEndpoint);
}

/** GET /integral/goods/list, one category or all. */
export function fetchGoodsPage(page: number, category: MallCategory | null): Promise<Page<GoodsSummary>> {
  return callEndpoint(integralGoodsListEndpoint, { query: { page, size: 20, sort: 'default', ...(category ? { category } : {}) } });
}

/** GET /integral/goods/detail/:id (404 商品不存在). */
export function fetchGoodsDetail(id: number): Promise<GoodsDetail> {
  return callEndpoint(integralGoodsDetailEndpoint, { params: { id } });
}

/** GET /integral/address/list: the default first. */
export function fetchAddresses(): Promise<Address[]> {
  return callEndpoint(integralAddressListEndpoint);
}

/** POST /integral/order/submit: spends the points (the server checks balance, stock and limits). */
export function submitOrder(body: MallOrderBody): Promise<MallOrder> {
  return callEndpoint(integralOrderSubmitEndpoint, { body });
}

/** GET /integral/exchange/detail/:id (404 兑换记录不存在). */
export function fetchOrder(id: number): Promise<MallOrder> {
  return callEndpoint(integralExchangeDetailEndpoint, { params: { id } });
}
