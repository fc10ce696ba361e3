/**
 * Mall exchange orders: rows to the contract's shape, the state machine (待发货 → 待收货 → 已完成,
 * 已关闭 with points returned) and the automatic confirmation 15 days after shipping.
 */
import type { FastifyRequest } from 'fastify';
import {
  AUTO_CONFIRM_DAYS,
  MALL_CATEGORIES,
  MALL_ORDER_STATUS,
  type Logistics,
  type MallOrder,
  type RecordTab,
} from '../../../renderer/src/contracts/api/mall';
import type { Db } from '../db/types';
import { mallOrderQueries } from '../queries/mall-orders';
import { mallQueries, type GoodsRow, type MallOrderRow } from '../queries/mall';
import { notFound } from './envelope';
import { publicUrl } from './urls';

const DAY = 86_400_000;
/** How long after shipping the server confirms receipt by itself. */
const AUTO_CONFIRM_MS = AUTO_CONFIRM_DAYS * DAY;

export type { GoodsRow, MallOrderRow as OrderRow };
type AddressSnapshot = NonNullable<MallOrder['address']>;

const categoryName = (c: string): string => (MALL_CATEGORIES as Record<string, string>)[c] ?? c;

export const goodsOf = (req: FastifyRequest, g: GoodsRow) => ({
  id: g.id,
  title: g.title,
  cover: publicUrl(req, `/media/goods/${g.id}.png`),
  category: g.category,
  categoryName: categoryName(g.category),
  points: g.points,
  cashCents: g.cash_cents,
  marketPriceCents: g.market_cents,
  stock: g.stock,
  sales: g.sales,
  virtual: g.virtual === 1,
  tag: g.tag,
});

export function getGoods(db: Db, id: number): GoodsRow {
  const g = mallQueries(db).goods(id);
  if (!g) throw notFound('商品不存在');
  return g;
}

/** The user's own order, else 404 (another user's order is as missing as an unknown one). */
export function myOrder(db: Db, id: number, userId: number): MallOrderRow {
  const o = mallOrderQueries(db).ofUser(id, userId);
  if (!o) throw notFound('兑换记录不存在');
  return o;
}

function statusTextOf(status: number, virtual: boolean): string {
  if (status === MALL_ORDER_STATUS.DONE) return virtual ? '已发放' : '已完成';
  return ['待发货', '待收货', '已完成', '已关闭'][status] ?? '待发货';
}

/**
 * Confirms receipt of every order shipped at least 15 days before `now` (the mock's clock), as the
 * day it fell due. Run before any read of orders, so what a user sees never lags the clock.
 */
export function settleAutoConfirm(db: Db, now: number): void {
  mallOrderQueries(db).autoConfirm(now - AUTO_CONFIRM_MS, AUTO_CONFIRM_MS);
}

export function orderOf(req: FastifyRequest, db: Db, o: MallOrderRow): MallOrder {
  const g = getGoods(db, o.goods_id);
  return {
    id: o.id,
    orderNo: o.order_no,
    goods: goodsOf(req, g),
    quantity: o.quantity,
    points: o.points,
    cashCents: o.cash_cents,
    status: o.status,
    statusText: statusTextOf(o.status, g.virtual === 1),
    address: o.address ? (JSON.parse(o.address) as AddressSnapshot) : null,
    remark: o.remark,
    deliveryNote: o.delivery_note,
    codes: o.codes ? (JSON.parse(o.codes) as string[]) : [],
    // The courier is known from shipping on; an order closed before it never had one.
    expressCompany: o.shipped_at !== null ? o.express_company : null,
    expressNo: o.shipped_at !== null ? o.express_no : null,
    createdAt: o.created_at,
    shippedAt: o.shipped_at,
    finishedAt: o.finished_at,
    autoConfirmed: o.auto_confirmed === 1,
    autoConfirmAt:
      o.status === MALL_ORDER_STATUS.SHIPPED && o.shipped_at !== null
        ? o.shipped_at + AUTO_CONFIRM_MS
        : null,
    closedAt: o.closed_at,
    closeReason: o.close_reason,
  };
}

/** The tracking events of a physical order, newest first (none before it ships). */
export function logisticsOf(db: Db, o: MallOrderRow): Logistics {
  const traces = mallOrderQueries(db).events(o.id);
  return {
    orderId: o.id,
    company: o.shipped_at !== null ? o.express_company : null,
    trackingNo: o.shipped_at !== null ? o.express_no : null,
    status: o.status,
    statusText: statusTextOf(o.status, false),
    traces,
  };
}

/** The SQL condition of a record tab (已关闭 only under 全部). */
export const TAB_STATUS: Record<RecordTab, number | null> = {
  all: null,
  pending: MALL_ORDER_STATUS.PENDING,
  shipped: MALL_ORDER_STATUS.SHIPPED,
  done: MALL_ORDER_STATUS.DONE,
};
