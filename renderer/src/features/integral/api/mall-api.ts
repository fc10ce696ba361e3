import {
  integralAccountEndpoint,
  integralAddressDeleteEndpoint,
  integralAddressListEndpoint,
  integralAddressSaveEndpoint,
  integralConfirmReceiptEndpoint,
  integralExchangeRecordEndpoint,
  integralExpressEndpoint,
  integralRecordCountsEndpoint,
  integralCheckinEndpoint,
  integralExchangeDetailEndpoint,
  integralGoodsDetailEndpoint,
  integralGoodsListEndpoint,
  integralOrderSubmitEndpoint,
  integralPointsBillEndpoint,
  type Address,
  type AddressBody,
  type Logistics,
  type RecordCounts,
  type RecordTab,
  type CheckinResult,
  type GoodsDetail,
  type GoodsSummary,
  type MallAccount,
  type MallCategory,
  type MallOrder,
  type MallOrderBody,
  type PointsBillEntry,
  type PointsBillType,
} from '@/contracts/api/mall';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint } from '@/lib/api/call-endpoint';
import type { Keyed } from '@/lib/api/action-key';

/** GET /integral/account: balance and today's check-in (login required). */
export function fetchMallAccount(): Promise<MallAccount> {
  return callEndpoint(integralAccountEndpoint);
}

/** POST /integral/checkin (409 今天已签到，明天再来吧). */
export function checkIn(): Promise<CheckinResult> {
  return callEndpoint(integralCheckinEndpoint);
}

/** GET /integral/goods/list, one category or all. */
export function fetchGoodsPage(
  page: number,
  category: MallCategory | null,
): Promise<Page<GoodsSummary>> {
  return callEndpoint(integralGoodsListEndpoint, {
    query: { page, size: 20, sort: 'default', ...(category ? { category } : {}) },
  });
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

/** POST /integral/address/save: adds (no id) or edits one; the server checks every field again. `clientKey` names this save. */
export function saveAddress(body: Keyed<AddressBody>): Promise<Address> {
  return callEndpoint(integralAddressSaveEndpoint, { body });
}

/** POST /integral/address/delete/:id: answers the addresses left (the default moves if needed). */
export function deleteAddress(id: number): Promise<Address[]> {
  return callEndpoint(integralAddressDeleteEndpoint, { params: { id } });
}

/** GET /integral/exchange/record: one tab's orders, newest first. */
export function fetchRecordPage(page: number, tab: RecordTab): Promise<Page<MallOrder>> {
  return callEndpoint(integralExchangeRecordEndpoint, { query: { page, size: 10, tab } });
}

/** GET /integral/exchange/counts: the count of each tab. */
export function fetchRecordCounts(): Promise<RecordCounts> {
  return callEndpoint(integralRecordCountsEndpoint);
}

/** POST /integral/exchange/confirm/:id: 确认收货; again on a completed order answers it unchanged. */
export function confirmReceipt(id: number): Promise<MallOrder> {
  return callEndpoint(integralConfirmReceiptEndpoint, { params: { id } });
}

/** GET /integral/express/:id: courier, tracking number and events, newest first. */
export function fetchLogistics(id: number): Promise<Logistics> {
  return callEndpoint(integralExpressEndpoint, { params: { id } });
}

/** GET /integral/points/bill: the points bill, newest first; `type` keeps 收入 or 支出 only. */
export function fetchPointsBillPage(
  page: number,
  type: PointsBillType | null,
): Promise<Page<PointsBillEntry>> {
  return callEndpoint(integralPointsBillEndpoint, {
    query: { page, size: 20, ...(type ? { type } : {}) },
  });
}
