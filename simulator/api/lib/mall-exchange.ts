/**
 * The arithmetic and the checks of a points exchange: what it costs, whether it may be made, and
 * what it leaves in stock. Pure functions, so that each rule is tested (and mutation-tested)
 * without a database; lib/mall-submit.ts and routes/mall-orders.ts read and write the rows.
 */
import { badRequest, conflict, type ApiError } from './envelope';

type Goods = {
  points: number;
  stock: number;
  sales: number;
  limit_per_user: number;
  start_at: number | null;
  end_at: number | null;
};

/** The points `quantity` pieces cost: the unit points times the quantity. */
export const exchangeCost = (g: Pick<Goods, 'points'>, quantity: number): number =>
  g.points * quantity;

/**
 * Why a user holding `points`, who already exchanged `bought` pieces, cannot exchange `quantity`
 * more of `g` at `now` (the answer's 4xx), or null: the window, the stock, the per-user limit,
 * then the points, in the order the detail page's button checks them.
 */
export function exchangeRefusal(
  g: Goods,
  bought: number,
  points: number,
  quantity: number,
  now: number,
): ApiError | null {
  if (g.start_at !== null && now < g.start_at) return conflict('兑换尚未开始');
  if (g.end_at !== null && now >= g.end_at) return conflict('兑换已结束');
  if (g.stock < quantity)
    return conflict(g.stock === 0 ? '商品已兑完' : `库存不足，仅剩${g.stock}件`);
  if (bought >= g.limit_per_user) return conflict(`已达兑换上限（每人限兑${g.limit_per_user}件）`);
  if (bought + quantity > g.limit_per_user)
    return badRequest(`每人限兑${g.limit_per_user}件，您还可兑换${g.limit_per_user - bought}件`);
  const cost = exchangeCost(g, quantity);
  if (points < cost) return badRequest(`积分不足，还差${cost - points}积分`);
  return null;
}

/** The goods' stock and sales once `quantity` pieces are exchanged. */
export const stockAfterExchange = (
  g: Pick<Goods, 'stock' | 'sales'>,
  quantity: number,
): { stock: number; sales: number } => ({ stock: g.stock - quantity, sales: g.sales + quantity });

/** The goods' stock and sales once an exchange of `quantity` pieces is closed (its pieces back). */
export const stockAfterClose = (
  g: Pick<Goods, 'stock' | 'sales'>,
  quantity: number,
): { stock: number; sales: number } => ({
  stock: g.stock + quantity,
  sales: Math.max(g.sales - quantity, 0),
});
