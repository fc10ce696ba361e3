import {
  addressListSchema,
  checkinResultSchema,
  mallOrderSchema,
  type Address,
  type MallOrder,
  type MallOrderBody,
  goodsDetailSchema,
  goodsSummarySchema,
  mallAccountSchema,
  type CheckinResult,
  type GoodsDetail,
  type GoodsSummary,
  type MallAccount,
  type MallCategory,
} from '@/contracts/api/mall';
import { pageOf, type Page } from '@/contracts/api/envelope';
import { http, parseData } from '@/lib/http';

const goodsPageSchema = pageOf(goodsSummarySchema);

/** GET /integral/account: balance and today's check-in (login required). */
export async function fetchMallAccount(): Promise<MallAccount> {
  return parseData(mallAccountSchema, await http.get('/integral/account'));
}

/** POST /integral/checkin (409 今天已签到，明天再来吧). */
export async function checkIn(): Promise<CheckinResult> {
  return parseData(checkinResultSchema, await http.post('/integral/checkin'));
}

/** GET /integral/goods/list, one category or all. */
export async function fetchGoodsPage(page: number, category: MallCategory | null): Promise<Page<GoodsSummary>> {
  const params = category ? { page, size: 20, category } : { page, size: 20 };
  return parseData(goodsPageSchema, await http.get('/integral/goods/list', { params }));
}

/** GET /integral/goods/detail/:id (404 商品不存在). */
export async function fetchGoodsDetail(id: number): Promise<GoodsDetail> {
  return parseData(goodsDetailSchema, await http.get(`/integral/goods/detail/${id}`));
}

/** GET /integral/address/list: the default first. */
export async function fetchAddresses(): Promise<Address[]> {
  return parseData(addressListSchema, await http.get('/integral/address/list'));
}

/** POST /integral/order/submit: spends the points (the server checks balance, stock and limits). */
export async function submitOrder(body: MallOrderBody): Promise<MallOrder> {
  return parseData(mallOrderSchema, await http.post('/integral/order/submit', body));
}

/** GET /integral/exchange/detail/:id (404 兑换记录不存在). */
export async function fetchOrder(id: number): Promise<MallOrder> {
  return parseData(mallOrderSchema, await http.get(`/integral/exchange/detail/${id}`));
}
