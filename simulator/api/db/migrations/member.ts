import type { Migration } from '../types';
import { NEW_MEMBER_WELFARE } from '../../seed/new-member-welfare';

/** Membership plans, benefits, coupons, redemption codes, enterprise trials, orders and payments. */
export const memberMigrations: Migration[] = [
  {
    id: 'member-001',
    up: `
      CREATE TABLE member_plans (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, level INTEGER NOT NULL, days INTEGER NOT NULL,
        price_cents INTEGER NOT NULL, original_cents INTEGER NOT NULL, description TEXT NOT NULL,
        tag TEXT, ios_product_id TEXT NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE member_rights (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL,
        free TEXT NOT NULL, personal TEXT NOT NULL, enterprise TEXT NOT NULL
      );
      CREATE TABLE coupon_templates (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, amount_cents INTEGER NOT NULL, threshold_cents INTEGER NOT NULL,
        scope INTEGER NOT NULL, valid_days INTEGER NOT NULL, public INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE user_coupons (
        code TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        template_id INTEGER NOT NULL REFERENCES coupon_templates(id),
        received_at INTEGER NOT NULL, expire_at INTEGER NOT NULL, used_order_no TEXT
      );
      CREATE INDEX user_coupons_user ON user_coupons(user_id);
      CREATE TABLE welfare (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, min_level INTEGER NOT NULL,
        kind TEXT NOT NULL, value INTEGER NOT NULL
      );
      CREATE TABLE welfare_claims (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, welfare_id INTEGER NOT NULL REFERENCES welfare(id),
        claimed_at INTEGER NOT NULL, PRIMARY KEY (user_id, welfare_id)
      );
      CREATE TABLE redemption_codes (
        code TEXT PRIMARY KEY, plan_id INTEGER NOT NULL REFERENCES member_plans(id), days INTEGER NOT NULL,
        expire_at INTEGER NOT NULL, used_by INTEGER REFERENCES users(id), used_at INTEGER
      );
      CREATE TABLE firm_applications (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_name TEXT NOT NULL, credit_code TEXT NOT NULL, contact_name TEXT NOT NULL, contact_phone TEXT NOT NULL,
        position TEXT, employee_count TEXT NOT NULL, city TEXT NOT NULL, remark TEXT,
        status INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
      );
      CREATE TABLE rescue_applications (
        id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id) ON DELETE SET NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
        company_name TEXT, region TEXT NOT NULL, question TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE orders (
        order_no TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        order_type INTEGER NOT NULL, goods_id INTEGER NOT NULL, goods_title TEXT NOT NULL, quantity INTEGER NOT NULL,
        total_cents INTEGER NOT NULL, discount_cents INTEGER NOT NULL, pay_cents INTEGER NOT NULL,
        coupon_code TEXT, payload TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 0, pay_channel TEXT,
        created_at INTEGER NOT NULL, paid_at INTEGER
      );
      CREATE INDEX orders_user ON orders(user_id, created_at);
      CREATE TABLE consultations (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expert_id INTEGER NOT NULL,
        consult_type INTEGER NOT NULL, question TEXT NOT NULL, urgent INTEGER NOT NULL, order_no TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, target_type INTEGER NOT NULL,
        target_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, order_no TEXT NOT NULL, created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // One trial per user, ever: the primary key makes a repeated or retried request a no-op.
    id: 'member-002',
    up: `
      CREATE TABLE member_trials (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        started_at INTEGER NOT NULL, expire_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Benefits get a stock (null = unlimited) and a claim window (null = open-ended).
    id: 'member-003',
    up: `
      ALTER TABLE welfare ADD COLUMN stock INTEGER;
      ALTER TABLE welfare ADD COLUMN claimed_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE welfare ADD COLUMN starts_at INTEGER;
      ALTER TABLE welfare ADD COLUMN ends_at INTEGER;
    `,
  },
  {
    // A refused enterprise trial carries the reason the applicant is shown.
    id: 'member-004',
    up: `ALTER TABLE firm_applications ADD COLUMN reject_reason TEXT;`,
  },
  {
    // Prepaid member cards (/member/card): number + password, activated once, by one account.
    id: 'member-005',
    up: `
      CREATE TABLE member_cards (
        id INTEGER PRIMARY KEY, card_no TEXT NOT NULL UNIQUE, password TEXT NOT NULL,
        plan_id INTEGER NOT NULL REFERENCES member_plans(id), expire_at INTEGER NOT NULL,
        activated_by INTEGER REFERENCES users(id), activated_at INTEGER
      );
    `,
  },
  {
    // Orders remember the last payment attempt that failed or was cancelled (the result page shows it);
    // the H5 cashier opens from a one-time ticket that names the order, the channel and the way back.
    id: 'member-006',
    up: `
      ALTER TABLE orders ADD COLUMN pay_failure TEXT;
      CREATE TABLE cashier_tickets (
        ticket TEXT PRIMARY KEY, order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, channel TEXT NOT NULL,
        return_url TEXT NOT NULL, created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // The simulated App Store: each Apple ID's in-app purchases and the order each was credited to
    // (null until the server verified it: 恢复购买 credits those).
    id: 'member-007',
    up: `
      CREATE TABLE iap_transactions (
        transaction_id TEXT PRIMARY KEY, receipt TEXT NOT NULL UNIQUE, apple_id TEXT NOT NULL,
        product_id TEXT NOT NULL, order_no TEXT NOT NULL, credited_order_no TEXT, created_at INTEGER NOT NULL
      );
      CREATE INDEX iap_transactions_apple ON iap_transactions(apple_id, created_at);
    `,
  },
  {
    // Tips are counted per content, and a paid order gives exactly one tip (a repeated payment notice adds none).
    id: 'member-008-rewards',
    up: `
      CREATE UNIQUE INDEX rewards_order ON rewards(order_no);
      CREATE INDEX rewards_target ON rewards(target_type, target_id);
    `,
  },
  {
    // A new user's way to a membership coupon: 新人会员立减券 among the benefits (once each). A fresh
    // database gets it from the seed (the benefits are not seeded yet at this point).
    id: 'member-009-new-member-coupon',
    up: `
      INSERT OR IGNORE INTO welfare (id, title, description, min_level, kind, value, stock, claimed_count, starts_at, ends_at)
        SELECT ${NEW_MEMBER_WELFARE.id}, '${NEW_MEMBER_WELFARE.title}', '${NEW_MEMBER_WELFARE.description}', 0, 'coupon', ${NEW_MEMBER_WELFARE.value}, NULL, 0, NULL, NULL
        WHERE EXISTS (SELECT 1 FROM welfare);
    `,
  },
];
