import {
  checkinResultSchema,
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
