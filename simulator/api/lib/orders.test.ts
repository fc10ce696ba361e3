import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAY_MINUTES } from '../../../renderer/src/contracts/api/order';
import type { Db } from '../db/types';
import {
  DAY,
  NOW,
  activity,
  couponTemplate,
  course,
  newUser,
  openTestDb,
  orderRow,
  storeOrder,
  storedOrder,
} from '../testing-commerce';
import { giveCoupon } from './coupons';
import {
  PAY_WINDOW_MS,
  alreadyHas,
  assertPayable,
  cancelOrder,
  closeExpiredOrders,
  expiredOrders,
  getOrder,
  isOwnable,
  nextOrderNo,
  openOrderFor,
  orderOf,
  ownedMessage,
  payRefusal,
} from './orders';

/** The error `fn` throws, as status and message. */
function thrown(fn: () => unknown): { status: number; message: string } | null {
  try {
    fn();
  } catch (e) {
    const { status, message } = e as { status: number; message: string };
    return { status, message };
  }
  return null;
}

const couponOf = (db: Db, code: string) =>
  db
    .prepare<[string], { used_order_no: string | null }>(
      'SELECT used_order_no FROM user_coupons WHERE code = ?',
    )
    .get(code)?.used_order_no;

describe('an order as the contract answers it', () => {
  it('maps every field, with its type and status names, its pay deadline and the server clock', () => {
    const o = orderRow(7, {
      order_no: '202606011000000001',
      order_type: 2,
      goods_id: 12,
      goods_title: '课程',
      quantity: 1,
      total_cents: 19_900,
      discount_cents: 2000,
      pay_cents: 17_900,
      coupon_code: 'C1',
      status: 0,
      pay_failure: '支付已取消',
    });
    expect(orderOf(o, NOW + 5)).toEqual({
      orderNo: '202606011000000001',
      orderType: 2,
      orderTypeName: '单节课程',
      goodsId: 12,
      goodsTitle: '课程',
      quantity: 1,
      totalCents: 19_900,
      discountCents: 2000,
      payCents: 17_900,
      couponCode: 'C1',
      status: 0,
      statusText: '待支付',
      payChannel: null,
      createdAt: NOW,
      paidAt: null,
      expireAt: NOW + ORDER_PAY_MINUTES * 60_000,
      serverNow: NOW + 5,
      payFailure: '支付已取消',
    });
    expect(PAY_WINDOW_MS).toBe(ORDER_PAY_MINUTES * 60_000);
  });

  it('names each status; a pay failure only shows on an unpaid order', () => {
    const at = (status: number, over = {}) =>
      orderOf(orderRow(7, { status, pay_failure: '失败', ...over }), NOW);
    expect(at(1, { pay_channel: 'wechat', paid_at: NOW + 1 })).toMatchObject({
      statusText: '已支付',
      payChannel: 'wechat',
      paidAt: NOW + 1,
      payFailure: null,
    });
    expect(at(2)).toMatchObject({ statusText: '已取消', payFailure: null });
    expect(at(3)).toMatchObject({ statusText: '已关闭', payFailure: null });
    expect(at(9).statusText).toBe('待支付');
    expect(at(0, { order_type: 99 }).orderTypeName).toBe('订单');
  });
});

describe('order rules', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDb();
  });

  it('numbers orders by Beijing time and a 4-digit sequence', () => {
    const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n ?? 0;
    // 2026-06-01 02:00 UTC is 10:00 in Beijing; 16:30 UTC is already the next day there.
    const seq = String((count + 1) % 10_000).padStart(4, '0');
    expect(nextOrderNo(db, NOW)).toBe(`20260601100000${seq}`);
    expect(nextOrderNo(db, Date.UTC(2026, 5, 1, 16, 30, 5))).toBe(`20260602003005${seq}`);
    storeOrder(db, orderRow(newUser(db)));
    expect(nextOrderNo(db, NOW).slice(14)).toBe(String((count + 2) % 10_000).padStart(4, '0'));
  });

  it('says why owned goods cannot be bought again', () => {
    expect(ownedMessage(6)).toBe('您已报名该活动，无需重复支付');
    expect(ownedMessage(2)).toBe('您已购买该课程，无需重复购买');
    expect(ownedMessage(3)).toBe('您已购买该课程，无需重复购买');
  });

  it('courses, series and activities are bought once; the rest may be bought again', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(isOwnable)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('finds the user’s own order, else 404', () => {
    const user = newUser(db);
    const o = storeOrder(db, orderRow(user));
    expect(getOrder(db, user, o.order_no)).toEqual(o);
    expect(thrown(() => getOrder(db, newUser(db), o.order_no))).toEqual({
      status: 404,
      message: '订单不存在',
    });
  });

  it('takes money only for an unpaid order', () => {
    expect(thrown(() => assertPayable(orderRow(1, { status: 0 })))).toBeNull();
    expect(thrown(() => assertPayable(orderRow(1, { status: 1 })))).toEqual({
      status: 409,
      message: '订单已支付，请勿重复支付',
    });
    expect(thrown(() => assertPayable(orderRow(1, { status: 2 })))).toEqual({
      status: 409,
      message: '订单已取消，请重新下单',
    });
    expect(thrown(() => assertPayable(orderRow(1, { status: 3 })))).toEqual({
      status: 409,
      message: '订单已超时关闭，请重新下单',
    });
  });

  it('closes unpaid orders once their pay window has passed, and frees their coupons', () => {
    const user = newUser(db);
    const code = giveCoupon(db, user, couponTemplate(db, 1000), NOW);
    const old = storeOrder(db, orderRow(user, { coupon_code: code }));
    const fresh = storeOrder(db, orderRow(user, { created_at: NOW + 1 }));
    const paid = storeOrder(db, orderRow(user, { status: 1 }));
    db.prepare('UPDATE user_coupons SET used_order_no = ? WHERE code = ?').run(old.order_no, code);
    const end = NOW + PAY_WINDOW_MS;
    expect(expiredOrders(db, user, end - 1)).toEqual([]);
    expect(expiredOrders(db, user, end).map((o) => o.order_no)).toEqual([old.order_no]);
    closeExpiredOrders(db, user, end);
    expect(storedOrder(db, old.order_no)?.status).toBe(3);
    expect(storedOrder(db, fresh.order_no)?.status).toBe(0);
    expect(storedOrder(db, paid.order_no)?.status).toBe(1);
    expect(couponOf(db, code)).toBeNull();
  });

  it('leaves a coupon another order holds by now', () => {
    const user = newUser(db);
    const code = giveCoupon(db, user, couponTemplate(db, 1000), NOW);
    const old = storeOrder(db, orderRow(user, { coupon_code: code }));
    db.prepare("UPDATE user_coupons SET used_order_no = 'OTHER' WHERE code = ?").run(code);
    closeExpiredOrders(db, user, NOW + DAY);
    expect(storedOrder(db, old.order_no)?.status).toBe(3);
    expect(couponOf(db, code)).toBe('OTHER');
    const cancelled = cancelOrder(db, storeOrder(db, orderRow(user, { coupon_code: code })));
    expect(cancelled.status).toBe(2);
    expect(couponOf(db, code)).toBe('OTHER');
  });

  it('cancels an unpaid order and gives its coupon back', () => {
    const user = newUser(db);
    const code = giveCoupon(db, user, couponTemplate(db, 1000), NOW);
    const o = storeOrder(db, orderRow(user, { coupon_code: code }));
    db.prepare('UPDATE user_coupons SET used_order_no = ? WHERE code = ?').run(o.order_no, code);
    expect(cancelOrder(db, o)).toEqual({ ...o, status: 2 });
    expect(storedOrder(db, o.order_no)?.status).toBe(2);
    expect(couponOf(db, code)).toBeNull();
  });

  it('finds the open order of the same goods; a tip’s goods are its kind of content too', () => {
    const user = newUser(db);
    expect(openOrderFor(db, user, 1, 1)).toBeUndefined();
    const first = storeOrder(
      db,
      orderRow(user, { order_type: 5, goods_id: 3, payload: '{"rewardRecordType":1}' }),
    );
    const later = storeOrder(
      db,
      orderRow(user, {
        order_type: 5,
        goods_id: 3,
        payload: '{"rewardRecordType":2}',
        created_at: NOW + 1,
      }),
    );
    storeOrder(db, orderRow(user, { order_type: 5, goods_id: 3, status: 1, created_at: NOW + 2 }));
    storeOrder(db, orderRow(user, { order_type: 5, goods_id: 4, created_at: NOW + 3 }));
    expect(openOrderFor(db, user, 5, 3)?.order_no).toBe(later.order_no);
    expect(openOrderFor(db, user, 5, 3, 1)?.order_no).toBe(first.order_no);
    expect(openOrderFor(db, user, 5, 3, 0)).toBeUndefined();
    expect(openOrderFor(db, newUser(db), 5, 3)).toBeUndefined();
  });

  it('knows the courses and sign-ups a user already has', () => {
    const user = newUser(db);
    const c = course(db, 9900);
    expect(alreadyHas(db, user, 2, c)).toBe(false);
    db.prepare(
      'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
    ).run(user, c, NOW);
    expect(alreadyHas(db, user, 2, c)).toBe(true);
    expect(alreadyHas(db, user, 3, c)).toBe(true);
    // A membership or a tip with the same id is never "had".
    expect(alreadyHas(db, user, 1, c)).toBe(false);
    expect(alreadyHas(db, user, 5, c)).toBe(false);
    expect(alreadyHas(db, newUser(db), 2, c)).toBe(false);
    const a = activity(db, {
      signupStart: NOW - DAY,
      signupEnd: NOW + DAY,
      startAt: NOW + 2 * DAY,
      capacity: 5,
    });
    expect(alreadyHas(db, user, 6, a)).toBe(false);
    db.prepare(
      "INSERT INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, '张三', '13800000000', NULL, '123456', ?)",
    ).run(a, user, NOW);
    expect(alreadyHas(db, user, 6, a)).toBe(true);
    expect(alreadyHas(db, user, 2, a)).toBe(false);
  });

  it('refuses to charge for what the user has meanwhile, or an activity no longer taking sign-ups', () => {
    const user = newUser(db);
    const c = course(db, 9900);
    expect(payRefusal(db, orderRow(user, { order_type: 2, goods_id: c }), NOW)).toBeNull();
    expect(payRefusal(db, orderRow(user, { order_type: 1, goods_id: 1 }), NOW)).toBeNull();
    db.prepare(
      'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
    ).run(user, c, NOW);
    expect(payRefusal(db, orderRow(user, { order_type: 2, goods_id: c }), NOW)).toBe(
      '您已购买该课程，无需重复购买',
    );
    const a = activity(db, {
      signupStart: NOW - DAY,
      signupEnd: NOW + DAY,
      startAt: NOW + 2 * DAY,
      capacity: 1,
    });
    const signUp = orderRow(user, { order_type: 6, goods_id: a });
    expect(payRefusal(db, signUp, NOW)).toBeNull();
    expect(payRefusal(db, signUp, NOW - 2 * DAY)).toBe('报名尚未开始');
    expect(payRefusal(db, signUp, NOW + DAY)).toBe('报名已截止');
    expect(payRefusal(db, orderRow(user, { order_type: 6, goods_id: 987_654 }), NOW)).toBe(
      '活动不存在',
    );
    db.prepare(
      "INSERT INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, '李四', '13800000001', NULL, '123456', ?)",
    ).run(a, newUser(db), NOW);
    expect(payRefusal(db, signUp, NOW)).toBe('名额已满');
    db.prepare(
      "INSERT INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, '张三', '13800000000', NULL, '123456', ?)",
    ).run(a, user, NOW);
    expect(payRefusal(db, signUp, NOW)).toBe('您已报名该活动，无需重复支付');
  });
});
