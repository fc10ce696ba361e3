/**
 * A seeded in-memory database and small fixtures for the unit tests of the money rules in lib/
 * (orders, coupons, membership): each test makes its own user, so tests do not share state.
 */
import { openDatabase } from './db';
import type { Db } from './db/types';
import type { OrderRow } from './queries/orders';
import { findOrCreateUser } from './lib/sessions';

/** 2026-06-01 10:00 Beijing time, as the route tests' clock starts. */
export const NOW = Date.UTC(2026, 5, 1, 2, 0, 0);
export const DAY = 86_400_000;

export const openTestDb = (): Db => openDatabase(undefined, NOW);

let phoneSeq = 0;
/** A new user; answers its id. */
export function newUser(db: Db): number {
  phoneSeq += 1;
  return findOrCreateUser(db, NOW, `139${String(phoneSeq).padStart(8, '0')}`).id;
}

/** Makes the user a member of `level` until `expireAt`. */
export function setMember(db: Db, userId: number, level: number, expireAt: number | null): void {
  db.prepare('UPDATE users SET member_level = ?, member_expire_at = ? WHERE id = ?').run(
    level,
    expireAt,
    userId,
  );
}

let templateSeq = 800;
/** A coupon template of `amountCents` valid `validDays` days (scope 0: every order); answers its id. */
export function couponTemplate(db: Db, amountCents: number, validDays = 30, scope = 0): number {
  templateSeq += 1;
  db.prepare(
    'INSERT INTO coupon_templates (id, title, amount_cents, threshold_cents, scope, valid_days, public) VALUES (?, ?, ?, 0, ?, ?, 0)',
  ).run(templateSeq, `测试券${templateSeq}`, amountCents, scope, validDays);
  return templateSeq;
}

let goodsSeq = 900;
/** A member plan of `level` and `days`; answers its id. */
export function memberPlan(db: Db, level: number, days: number, priceCents = 9900): number {
  goodsSeq += 1;
  db.prepare(
    "INSERT INTO member_plans (id, name, level, days, price_cents, original_cents, description, tag, ios_product_id, sort) VALUES (?, ?, ?, ?, ?, ?, '', NULL, ?, 99)",
  ).run(
    goodsSeq,
    `测试套餐${goodsSeq}`,
    level,
    days,
    priceCents,
    priceCents,
    `test.plan.${goodsSeq}`,
  );
  return goodsSeq;
}

/** A single course (type 1) or series (type 2); answers its id. */
export function course(db: Db, priceCents: number, type = 1): number {
  goodsSeq += 1;
  db.prepare(
    "INSERT INTO courses (id, type, title, subtitle, category, lecturer, lecturer_title, intro, price_cents, member_free, start_at, status, duration_s, views, likes, trial_s, sort) VALUES (?, ?, ?, '', 'tax', '讲师', '讲师', '', ?, 0, ?, 2, 60, 0, 0, 0, 99)",
  ).run(goodsSeq, type, `测试课程${goodsSeq}`, priceCents, NOW);
  return goodsSeq;
}

/** A paid activity whose sign-up runs `signupStart`–`signupEnd` for `capacity` people; answers its id. */
export function activity(
  db: Db,
  t: { signupStart: number; signupEnd: number; startAt: number; capacity: number },
): number {
  goodsSeq += 1;
  db.prepare(
    "INSERT INTO activities (id, title, summary, content, host, location, online, signup_start, signup_end, start_at, end_at, capacity, price_cents) VALUES (?, ?, '', '', '主办', '线上', 1, ?, ?, ?, ?, ?, 9900)",
  ).run(
    goodsSeq,
    `测试活动${goodsSeq}`,
    t.signupStart,
    t.signupEnd,
    t.startAt,
    t.startAt + DAY,
    t.capacity,
  );
  return goodsSeq;
}

let orderSeq = 0;
/** An order row as stored by insertOrder, with `over` changed. */
export function orderRow(userId: number, over: Partial<OrderRow> = {}): OrderRow {
  orderSeq += 1;
  return {
    order_no: `T${String(orderSeq).padStart(17, '0')}`,
    user_id: userId,
    order_type: 1,
    goods_id: 1,
    goods_title: '商品',
    quantity: 1,
    total_cents: 9900,
    discount_cents: 0,
    pay_cents: 9900,
    coupon_code: null,
    payload: '{}',
    status: 0,
    pay_channel: null,
    created_at: NOW,
    paid_at: null,
    pay_failure: null,
    ...over,
  };
}

/** Stores an order row as it is (for the rules that read orders). */
export function storeOrder(db: Db, o: OrderRow): OrderRow {
  db.prepare(
    'INSERT INTO orders (order_no, user_id, order_type, goods_id, goods_title, quantity, total_cents, discount_cents, pay_cents, coupon_code, payload, status, pay_channel, created_at, paid_at, pay_failure) VALUES (@order_no, @user_id, @order_type, @goods_id, @goods_title, @quantity, @total_cents, @discount_cents, @pay_cents, @coupon_code, @payload, @status, @pay_channel, @created_at, @paid_at, @pay_failure)',
  ).run(o);
  return o;
}

/** The stored row of an order. */
export const storedOrder = (db: Db, orderNo: string): OrderRow | undefined =>
  db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_no = ?').get(orderNo);
