import type { Migration } from '../types';

/** Integral mall: goods, recipient addresses, exchange orders. */
export const mallMigrations: Migration[] = [
  {
    id: 'mall-001',
    up: `
      CREATE TABLE mall_goods (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, category TEXT NOT NULL, points INTEGER NOT NULL,
        cash_cents INTEGER NOT NULL, market_cents INTEGER NOT NULL, stock INTEGER NOT NULL CHECK (stock >= 0),
        sales INTEGER NOT NULL, virtual INTEGER NOT NULL, grant_kind TEXT, grant_value INTEGER,
        tag TEXT, detail TEXT NOT NULL, limit_per_user INTEGER NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL, phone TEXT NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL, district TEXT NOT NULL,
        detail TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
      );
      CREATE INDEX addresses_user ON addresses(user_id);
      CREATE TABLE mall_orders (
        id INTEGER PRIMARY KEY, order_no TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        goods_id INTEGER NOT NULL REFERENCES mall_goods(id), quantity INTEGER NOT NULL, points INTEGER NOT NULL, cash_cents INTEGER NOT NULL,
        address TEXT, remark TEXT, delivery_note TEXT, express_company TEXT, express_no TEXT, created_at INTEGER NOT NULL
      );
      CREATE INDEX mall_orders_user ON mall_orders(user_id, created_at);
    `,
  },
  {
    // Daily check-in and the points bill (收支明细) of what the mall gives and takes.
    id: 'mall-002',
    up: `
      CREATE TABLE mall_checkins (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, day INTEGER NOT NULL,
        streak INTEGER NOT NULL, reward INTEGER NOT NULL, PRIMARY KEY (user_id, day)
      );
      CREATE TABLE points_log (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        delta INTEGER NOT NULL, reason TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE INDEX points_log_user ON points_log(user_id, created_at);
    `,
  },
  {
    // An exchange window per good (未开始 / 已结束); NULL means open-ended.
    id: 'mall-003',
    up: `
      ALTER TABLE mall_goods ADD COLUMN start_at INTEGER;
      ALTER TABLE mall_goods ADD COLUMN end_at INTEGER;
    `,
  },
  {
    // The exchange's client key: one order per (user, key), so a retried request spends once.
    id: 'mall-004',
    up: `
      ALTER TABLE mall_orders ADD COLUMN client_key TEXT;
      CREATE UNIQUE INDEX mall_orders_client_key ON mall_orders(user_id, client_key) WHERE client_key IS NOT NULL;
    `,
  },
  {
    // Orders keep their state (待发货 → 待收货 → 已完成, or 已关闭) instead of deriving it from the clock;
    // QA ships them with a courier and tracking events. Old physical orders had a tracking number from
    // the start and counted as shipped a day later, as they were shown.
    id: 'mall-005',
    up: `
      ALTER TABLE mall_orders ADD COLUMN status INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mall_orders ADD COLUMN shipped_at INTEGER;
      ALTER TABLE mall_orders ADD COLUMN finished_at INTEGER;
      ALTER TABLE mall_orders ADD COLUMN auto_confirmed INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mall_orders ADD COLUMN closed_at INTEGER;
      ALTER TABLE mall_orders ADD COLUMN close_reason TEXT;
      ALTER TABLE mall_orders ADD COLUMN codes TEXT;
      CREATE INDEX mall_orders_status ON mall_orders(status, shipped_at);
      CREATE TABLE mall_express_events (
        id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES mall_orders(id) ON DELETE CASCADE,
        time INTEGER NOT NULL, text TEXT NOT NULL
      );
      CREATE INDEX mall_express_events_order ON mall_express_events(order_id, time);
      UPDATE mall_orders SET status = 2, finished_at = created_at WHERE goods_id IN (SELECT id FROM mall_goods WHERE virtual = 1);
      UPDATE mall_orders SET status = 1, shipped_at = created_at + 86400000 WHERE status = 0 AND express_no IS NOT NULL;
    `,
  },
  {
    // A bill line knows the exchange it paid for, so the bill can say which points are still frozen
    // (the order is open) and link to it. Earlier exchange lines are matched by time and amount.
    id: 'mall-006-bill-order',
    up: `
      ALTER TABLE points_log ADD COLUMN order_id INTEGER REFERENCES mall_orders(id) ON DELETE SET NULL;
      UPDATE points_log SET order_id = (
        SELECT o.id FROM mall_orders o WHERE o.user_id = points_log.user_id AND o.created_at = points_log.created_at AND o.points = -points_log.delta LIMIT 1
      ) WHERE delta < 0 AND reason LIKE '兑换 %';
    `,
  },
  {
    // Points earned by reading and answering: one row per user, kind, day and article (0 for answering),
    // so a repeated read or a second finish the same day earns nothing and the daily cap is a count.
    id: 'mall-007-earnings',
    up: `
      CREATE TABLE points_earnings (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, kind TEXT NOT NULL,
        day INTEGER NOT NULL, ref INTEGER NOT NULL, points INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind, day, ref)
      );
    `,
  },
];
