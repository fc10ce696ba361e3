import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { DAY, NOW, couponTemplate, newUser, openTestDb } from '../testing-commerce';
import { giveCoupon, scopeName, userCoupons } from './coupons';
import { ApiError } from './envelope';

describe('coupons a user holds', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDb();
  });

  it('names where a coupon may be used', () => {
    expect(scopeName(0)).toBe('全场通用');
    expect(scopeName(1)).toBe('限会员');
    expect(scopeName(2)).toBe('限单节课程');
    expect(scopeName(99)).toBe('限指定商品');
  });

  it('gives a coupon of a template, valid its number of days from now, with a fresh code', () => {
    const user = newUser(db);
    const tpl = couponTemplate(db, 2500, 7, 2);
    const code = giveCoupon(db, user, tpl, NOW);
    expect(code).toMatch(/^C[0-9A-F]{12}$/);
    expect(giveCoupon(db, user, tpl, NOW)).not.toBe(code);
    const mine = userCoupons(db, user, NOW).find((c) => c.code === code);
    expect(mine).toEqual({
      code,
      title: `测试券${tpl}`,
      amountCents: 2500,
      thresholdCents: 0,
      scope: 2,
      scopeName: '限单节课程',
      expireAt: NOW + 7 * DAY,
      status: 0,
    });
  });

  it('refuses an unknown template with 404 and gives nothing', () => {
    const user = newUser(db);
    let error: unknown;
    try {
      giveCoupon(db, user, 999_999, NOW);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '优惠券不存在' });
    expect(userCoupons(db, user, NOW)).toEqual([]);
  });

  it('lists only the user’s coupons, soonest expiry first, each with its status at `now`', () => {
    const user = newUser(db);
    const other = newUser(db);
    const late = giveCoupon(db, user, couponTemplate(db, 1000, 30), NOW);
    const soon = giveCoupon(db, user, couponTemplate(db, 1000, 3), NOW);
    giveCoupon(db, other, couponTemplate(db, 1000, 1), NOW);
    expect(userCoupons(db, user, NOW).map((c) => c.code)).toEqual([soon, late]);
    // Three days on, the first has expired; the other is still usable.
    expect(userCoupons(db, user, NOW + 3 * DAY).map((c) => c.status)).toEqual([2, 0]);
    // Held by an order: used, unless it is the order being replaced.
    db.prepare("UPDATE user_coupons SET used_order_no = 'O1' WHERE code = ?").run(late);
    expect(userCoupons(db, user, NOW).map((c) => c.status)).toEqual([0, 1]);
    expect(userCoupons(db, user, NOW, 'O1').map((c) => c.status)).toEqual([0, 0]);
    expect(userCoupons(db, user, NOW, 'O2').map((c) => c.status)).toEqual([0, 1]);
  });
});
