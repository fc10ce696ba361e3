import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import {
  DAY,
  NOW,
  activity,
  couponTemplate,
  course,
  memberPlan,
  newUser,
  openTestDb,
  orderRow,
  setMember,
  storeOrder,
  storedOrder,
} from '../testing-commerce';
import { giveCoupon } from './coupons';
import { grantMembership } from './membership';
import { insertOrder, markPaid, type OrderBody, type Quote } from './orders';

const member = (db: Db, userId: number) =>
  db
    .prepare<[number], { member_level: number; member_expire_at: number | null }>(
      'SELECT member_level, member_expire_at FROM users WHERE id = ?',
    )
    .get(userId);
const rowsOf = (db: Db, table: string, userId: number) =>
  db.prepare(`SELECT * FROM ${table} WHERE user_id = ?`).all(userId);

describe('granting membership', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDb();
  });

  it('starts a non-member’s days now', () => {
    const user = newUser(db);
    expect(grantMembership(db, user, 1, 30, NOW)).toBe(NOW + 30 * DAY);
    expect(member(db, user)).toEqual({ member_level: 1, member_expire_at: NOW + 30 * DAY });
  });

  it('adds a member’s days to the current expiry, keeping the higher level', () => {
    const user = newUser(db);
    setMember(db, user, 2, NOW + 10 * DAY);
    expect(grantMembership(db, user, 1, 5, NOW)).toBe(NOW + 15 * DAY);
    expect(member(db, user)).toEqual({ member_level: 2, member_expire_at: NOW + 15 * DAY });
    expect(grantMembership(db, user, 3, 1, NOW)).toBe(NOW + 16 * DAY);
    expect(member(db, user)?.member_level).toBe(3);
  });

  it('starts an expired membership’s days again from now, at the level granted', () => {
    const user = newUser(db);
    setMember(db, user, 2, NOW - DAY);
    expect(grantMembership(db, user, 1, 7, NOW)).toBe(NOW + 7 * DAY);
    expect(member(db, user)).toEqual({ member_level: 1, member_expire_at: NOW + 7 * DAY });
    // A level without an expiry counts as none: its days start now.
    const odd = newUser(db);
    setMember(db, odd, 1, null);
    expect(grantMembership(db, odd, 1, 1, NOW)).toBe(NOW + DAY);
  });
});

describe('paying and fulfilling an order', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDb();
  });
  const pay = (o: ReturnType<typeof orderRow>, channel = 'wechat') =>
    markPaid(db, storeOrder(db, o), channel, NOW + 1);

  it('records the payment and answers the paid order', () => {
    const user = newUser(db);
    const o = orderRow(user, { order_type: 1, goods_id: 987_654, pay_failure: '支付失败' });
    const paid = pay(o, 'alipay');
    const expected = {
      ...o,
      status: 1,
      pay_channel: 'alipay',
      paid_at: NOW + 1,
      pay_failure: null,
    };
    expect(paid).toEqual(expected);
    expect(storedOrder(db, o.order_no)).toEqual(expected);
  });

  it('a member plan gives its days times the quantity, at its level', () => {
    const user = newUser(db);
    const plan = memberPlan(db, 2, 30);
    pay(orderRow(user, { order_type: 1, goods_id: plan, quantity: 2 }));
    expect(member(db, user)).toEqual({ member_level: 2, member_expire_at: NOW + 1 + 60 * DAY });
  });

  it('a course or a series is bought once, with the order that paid for it', () => {
    const user = newUser(db);
    const single = course(db, 9900);
    const series = course(db, 19_900, 2);
    const o = pay(orderRow(user, { order_type: 2, goods_id: single }));
    pay(orderRow(user, { order_type: 3, goods_id: series }));
    pay(orderRow(user, { order_type: 2, goods_id: single }));
    expect(rowsOf(db, 'course_purchases', user)).toEqual([
      { user_id: user, course_id: single, order_no: o.order_no, created_at: NOW + 1 },
      { user_id: user, course_id: series, order_no: expect.any(String), created_at: NOW + 1 },
    ]);
  });

  it('a consultation is booked with its type, question and urgency', () => {
    const user = newUser(db);
    const payload = JSON.stringify({ consultType: 2, consultTax: '个税问题', urgentCode: true });
    const o = pay(orderRow(user, { order_type: 4, goods_id: 5, payload }));
    const plain = pay(orderRow(user, { order_type: 4, goods_id: 6, payload: '{}' }));
    expect(rowsOf(db, 'consultations', user)).toEqual([
      expect.objectContaining({
        expert_id: 5,
        consult_type: 2,
        question: '个税问题',
        urgent: 1,
        order_no: o.order_no,
        created_at: NOW + 1,
      }),
      expect.objectContaining({
        expert_id: 6,
        consult_type: 1,
        question: '',
        urgent: 0,
        order_no: plain.order_no,
      }),
    ]);
  });

  it('a tip is recorded for its content, of the amount paid', () => {
    const user = newUser(db);
    const o = pay(
      orderRow(user, {
        order_type: 5,
        goods_id: 3,
        pay_cents: 500,
        payload: '{"rewardRecordType":1}',
      }),
    );
    const article = pay(
      orderRow(user, { order_type: 5, goods_id: 4, pay_cents: 200, payload: '{}' }),
    );
    expect(rowsOf(db, 'rewards', user)).toEqual([
      expect.objectContaining({
        target_type: 1,
        target_id: 3,
        amount_cents: 500,
        order_no: o.order_no,
        created_at: NOW + 1,
      }),
      expect.objectContaining({
        target_type: 0,
        target_id: 4,
        amount_cents: 200,
        order_no: article.order_no,
      }),
    ]);
  });

  it('a coin package adds its coins and bonus, with a bill', () => {
    const user = newUser(db);
    const o = pay(orderRow(user, { order_type: 7, goods_id: 2 }));
    pay(orderRow(user, { order_type: 7, goods_id: 987_654 }));
    expect(rowsOf(db, 'user_coins', user)).toEqual([{ user_id: user, balance: 320 }]);
    expect(rowsOf(db, 'coin_bills', user)).toEqual([
      expect.objectContaining({
        delta: 320,
        reason: '金币充值',
        ref: o.order_no,
        client_key: null,
        created_at: NOW + 1,
      }),
    ]);
  });

  it('a paid activity signs the user up once, with a 6-digit check code', () => {
    const user = newUser(db);
    const a = activity(db, {
      signupStart: NOW - DAY,
      signupEnd: NOW + DAY,
      startAt: NOW + 2 * DAY,
      capacity: 9,
    });
    const signup = { name: '张三', phone: '13800000000', company: '' };
    pay(orderRow(user, { order_type: 6, goods_id: a, payload: JSON.stringify({ signup }) }));
    pay(
      orderRow(user, {
        order_type: 6,
        goods_id: a,
        payload: JSON.stringify({ signup: { ...signup, company: '某公司' } }),
      }),
    );
    pay(orderRow(user, { order_type: 6, goods_id: a + 1000, payload: '{}' }));
    const rows = rowsOf(db, 'activity_signups', user) as { check_code: string }[];
    expect(rows).toEqual([
      expect.objectContaining({
        activity_id: a,
        name: '张三',
        phone: '13800000000',
        company: null,
        created_at: NOW + 1,
      }),
    ]);
    expect(rows[0]?.check_code).toMatch(/^[1-9]\d{5}$/);
    const other = newUser(db);
    pay(
      orderRow(other, {
        order_type: 6,
        goods_id: a,
        payload: JSON.stringify({ signup: { ...signup, company: '某公司' } }),
      }),
    );
    expect(rowsOf(db, 'activity_signups', other)).toEqual([
      expect.objectContaining({ company: '某公司' }),
    ]);
  });

  it('signs up only for an activity order, whatever another order’s payload carries', () => {
    const user = newUser(db);
    const signup = { name: '张三', phone: '13800000000', company: '' };
    const a = activity(db, {
      signupStart: NOW - DAY,
      signupEnd: NOW + DAY,
      startAt: NOW + 2 * DAY,
      capacity: 9,
    });
    pay(orderRow(user, { order_type: 99, goods_id: a, payload: JSON.stringify({ signup }) }));
    expect(rowsOf(db, 'activity_signups', user)).toEqual([]);
  });

  it('stores a new unpaid order of a quote and holds its coupon', () => {
    const user = newUser(db);
    const code = giveCoupon(db, user, couponTemplate(db, 1000), NOW);
    const body: OrderBody = {
      useRight: false,
      orderType: 4,
      goodsId: 5,
      goodsQuantity: 1,
      consultType: 1,
      consultTax: '问题',
      urgentCode: true,
    };
    const quote = {
      goodsTitle: '专家·图文咨询',
      quantity: 1,
      totalCents: 9900,
      urgentFeeCents: 5000,
      rightDiscountCents: 300,
      couponDiscountCents: 1000,
      payCents: 13_600,
      coupon: { code },
    } as Quote;
    const row = insertOrder(db, user, body, '{"x":1}', quote, NOW);
    expect(row).toEqual({
      order_no: expect.stringMatching(/^20260601100000\d{4}$/),
      user_id: user,
      order_type: 4,
      goods_id: 5,
      goods_title: '专家·图文咨询',
      quantity: 1,
      total_cents: 14_900,
      discount_cents: 1300,
      pay_cents: 13_600,
      coupon_code: code,
      payload: '{"x":1}',
      status: 0,
      pay_channel: null,
      created_at: NOW,
      paid_at: null,
      pay_failure: null,
    });
    expect(storedOrder(db, row.order_no)).toEqual(row);
    expect(
      db.prepare('SELECT used_order_no AS o FROM user_coupons WHERE code = ?').get(code),
    ).toEqual({ o: row.order_no });
    const free = insertOrder(db, user, body, '{}', { ...quote, coupon: null }, NOW);
    expect(free.coupon_code).toBeNull();
  });
});
