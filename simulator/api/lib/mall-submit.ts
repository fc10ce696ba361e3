/**
 * A points exchange in the integral mall (docs/product.md「积分与商城」): the checks, the points
 * spent, the stock taken, a virtual good given at once, and the order stored. Run in a transaction.
 */
import { MALL_ORDER_STATUS } from '../../../renderer/src/contracts/api/mall';
import type { Db } from '../db/types';
import { mallOrderQueries } from '../queries/mall-orders';
import { mallQueries, type MallOrderRow } from '../queries/mall';
import { pointsQueries } from '../queries/points';
import { badRequest, conflict, notFound } from './envelope';
import { exchangeCost, exchangeRefusal, stockAfterExchange } from './mall-exchange';
import { grantVirtual } from './mall-grant';
import { getGoods } from './mall-orders';
import { changePoints } from './points-ledger';
import { getUser } from './users';

const HOUR = 3_600_000;

export type ExchangeRequest = {
  goodsId: number;
  quantity: number;
  addressId?: number | undefined;
  remark?: string | undefined;
  clientKey?: string | undefined;
};

/** What a user holds of a good: closed orders gave their quantity back. */
export const boughtBy = (db: Db, userId: number, goodsId: number): number =>
  mallQueries(db).boughtBy(userId, goodsId, MALL_ORDER_STATUS.CLOSED);

/** The recipient address a physical good is sent to, as stored with the order. */
function shippingAddress(db: Db, userId: number, addressId: number | undefined): string {
  const q = mallQueries(db);
  const a = addressId !== undefined ? q.addressOfUser(addressId, userId) : q.defaultAddress(userId);
  if (!a) throw badRequest(addressId !== undefined ? '收货地址不存在' : '请填写收货地址');
  return JSON.stringify({
    name: a.name,
    phone: a.phone,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
  });
}

/** Makes the exchange and answers its order; a request repeated with its key answers the first one. */
export function submitExchange(
  db: Db,
  userId: number,
  body: ExchangeRequest,
  now: number,
): MallOrderRow {
  const orders = mallOrderQueries(db);
  if (body.clientKey !== undefined) {
    const earlier = orders.byClientKey(userId, body.clientKey);
    if (earlier && earlier.goods_id !== body.goodsId) throw conflict('请求标识已被其他订单使用');
    if (earlier) return earlier;
  }
  const g = getGoods(db, body.goodsId);
  const refusal = exchangeRefusal(
    g,
    boughtBy(db, userId, g.id),
    getUser(db, userId).points,
    body.quantity,
    now,
  );
  if (refusal) throw refusal;
  const cost = exchangeCost(g, body.quantity);
  const address = g.virtual === 0 ? shippingAddress(db, userId, body.addressId) : null;
  const billLine = changePoints(db, userId, -cost, `兑换 ${g.title}`, now);
  mallQueries(db).setStock(g.id, stockAfterExchange(g, body.quantity));
  const grant = g.virtual === 1 ? grantVirtual(db, userId, g, body.quantity, now) : null;
  const n = orders.count() + 1;
  const orderNo = `M${new Date(now + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14)}${String(n).padStart(4, '0')}`;
  const id = orders.insert({
    orderNo,
    userId,
    goodsId: g.id,
    quantity: body.quantity,
    points: cost,
    address,
    remark: body.remark || null,
    deliveryNote: grant?.note ?? null,
    codes: grant && grant.codes.length > 0 ? JSON.stringify(grant.codes) : null,
    // A physical good waits for the warehouse (待发货); a virtual one is issued now (已发放).
    status: grant ? MALL_ORDER_STATUS.DONE : MALL_ORDER_STATUS.PENDING,
    finishedAt: grant ? now : null,
    createdAt: now,
    clientKey: body.clientKey ?? null,
  });
  pointsQueries(db).tieLineToOrder(billLine, id);
  const row = orders.byId(id);
  if (!row) throw notFound('订单不存在');
  return row;
}
