import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for mall goods, addresses, exchange orders and their express events: prepared once per database, run inside
 * the seed's transaction.
 */
export const mallSeedQueries = defineQueries((db) => ({
  goods: db.prepare(
    'INSERT INTO mall_goods (id, title, category, points, cash_cents, market_cents, stock, sales, virtual, grant_kind, grant_value, tag, detail, limit_per_user, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  goodsEndAt: db.prepare('UPDATE mall_goods SET end_at = ? WHERE id = 12'),
  goodsStartAt: db.prepare('UPDATE mall_goods SET start_at = ? WHERE id = 15'),
  address: db.prepare(
    'INSERT INTO addresses (user_id, name, phone, province, city, district, detail, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)',
  ),
  order: db.prepare(
    'INSERT INTO mall_orders (order_no, user_id, goods_id, quantity, points, cash_cents, address, express_company, express_no, created_at, status, shipped_at) VALUES (?, ?, ?, 1, ?, 0, ?, ?, ?, ?, 1, ?)',
  ),
  user: db.prepare<[number], { nickname: string; phone: string }>(
    'SELECT nickname, phone FROM users WHERE id = ?',
  ),
  event: db.prepare('INSERT INTO mall_express_events (order_id, time, text) VALUES (?, ?, ?)'),
}));
