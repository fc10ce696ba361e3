import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  type OrderQuote,
} from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/**
 * Order validation reuses a quote until the data changes or the clock reaches one of the instants
 * its pricing reads (order-quote-until.ts). For each of them: asked again just before the instant,
 * the answer is the same; asked at the instant, it is what pricing says then, never the old one.
 */
describe('order validation across the instants its quote depends on', () => {
  let s: TestServer;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13300000071');
    userId =
      s.db
        .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
        .get('13300000071')?.id ?? 0;
  });
  afterEach(() => s.close());

  const quote = (body: unknown) => call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token);
  /** Moves the clock to `at` (server time). */
  const moveTo = (at: number): void => s.clock.advance(at - s.clock.now());

  it('a coupon is offered until the instant it expires', async () => {
    await call(s.app, 'POST', '/member/coupon/receive/2', undefined, token);
    const coupon = s.db
      .prepare<[number], { code: string; expire_at: number }>(
        'SELECT code, expire_at FROM user_coupons WHERE user_id = ?',
      )
      .get(userId);
    if (!coupon) throw new Error('no coupon');
    const course = s.db
      .prepare<[], { id: number }>(
        'SELECT id FROM courses WHERE type = 1 AND price_cents >= 9900 ORDER BY id LIMIT 1',
      )
      .get();
    const body = { orderType: 2, goodsId: course?.id };
    expect((await quote(body)).body.data.usableCoupons.map((c) => c.code)).toEqual([coupon.code]);
    moveTo(coupon.expire_at - 1);
    expect((await quote(body)).body.data.usableCoupons.map((c) => c.code)).toEqual([coupon.code]);
    moveTo(coupon.expire_at);
    expect((await quote(body)).body.data.usableCoupons).toEqual([]);
  });

  it("a member-free course's right lasts until the instant the membership ends", async () => {
    const ends = s.clock.now() + 60_000;
    s.db
      .prepare('UPDATE users SET member_level = 1, member_expire_at = ? WHERE id = ?')
      .run(ends, userId);
    const course = s.db
      .prepare<[], { id: number }>(
        'SELECT id FROM courses WHERE type = 1 AND member_free = 1 ORDER BY id LIMIT 1',
      )
      .get();
    const body = { orderType: 2, goodsId: course?.id };
    expect((await quote(body)).body.data.canUseRight).toBe(true);
    moveTo(ends - 1);
    expect((await quote(body)).body.data.canUseRight).toBe(true);
    moveTo(ends);
    expect((await quote(body)).body.data.canUseRight).toBe(false);
  });

  it('an unpaid order is closed by the first validation after its pay window, even one answered before', async () => {
    const created = await call<{ orderNo: string }>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 1, goodsId: 3 },
      token,
    );
    const orderNo = created.body.data.orderNo;
    const status = (): number | undefined =>
      s.db
        .prepare<[string], { status: number }>('SELECT status FROM orders WHERE order_no = ?')
        .get(orderNo)?.status;
    const closesAt = s.clock.now() + ORDER_PAY_MINUTES * 60_000;
    const body = { orderType: 1, goodsId: 3 };
    expect((await quote(body)).status).toBe(200);
    moveTo(closesAt - 1);
    expect((await quote(body)).status).toBe(200);
    expect(status()).toBe(ORDER_STATUS.UNPAID);
    moveTo(closesAt);
    expect((await quote(body)).status).toBe(200);
    expect(status()).toBe(ORDER_STATUS.CLOSED);
  });

  it("an activity's sign-up is priced until the instant it closes", async () => {
    const now = s.clock.now();
    const activity = s.db
      .prepare<[number, number], { id: number; signup_end: number; start_at: number }>(
        'SELECT id, signup_end, start_at FROM activities WHERE price_cents > 0 AND signup_start <= ? AND signup_end > ? ORDER BY id LIMIT 1',
      )
      .get(now, now);
    if (!activity) throw new Error('no open paid activity in the seed');
    const closes = Math.min(activity.signup_end, activity.start_at);
    const body = { orderType: 6, goodsId: activity.id };
    expect((await quote(body)).status).toBe(200);
    moveTo(closes - 1);
    expect((await quote(body)).status).toBe(200);
    moveTo(closes);
    const closed = await quote(body);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('报名已截止');
  });

  it('an activity whose sign-up has not opened is refused until the instant it opens', async () => {
    const now = s.clock.now();
    const id =
      s.db
        .prepare<[], { id: number }>(
          'SELECT id FROM activities WHERE price_cents > 0 ORDER BY id LIMIT 1',
        )
        .get()?.id ?? 0;
    s.db
      .prepare(
        'UPDATE activities SET signup_start = ?, signup_end = ?, start_at = ?, end_at = ? WHERE id = ?',
      )
      .run(now + 60_000, now + 120_000, now + 180_000, now + 240_000, id);
    const body = { orderType: 6, goodsId: id };
    expect((await quote(body)).body.msg).toBe('报名尚未开始');
    moveTo(now + 60_000 - 1);
    expect((await quote(body)).body.msg).toBe('报名尚未开始');
    moveTo(now + 60_000);
    expect((await quote(body)).status).toBe(200);
  });

  it('a clock moved back is priced afresh', async () => {
    await call(s.app, 'POST', '/member/coupon/receive/2', undefined, token);
    const coupon = s.db
      .prepare<[number], { expire_at: number }>(
        'SELECT expire_at FROM user_coupons WHERE user_id = ?',
      )
      .get(userId);
    const course = s.db
      .prepare<[], { id: number }>(
        'SELECT id FROM courses WHERE type = 1 AND price_cents >= 9900 ORDER BY id LIMIT 1',
      )
      .get();
    const body = { orderType: 2, goodsId: course?.id };
    const before = s.clock.now();
    moveTo(coupon?.expire_at ?? 0);
    expect((await quote(body)).body.data.usableCoupons).toEqual([]);
    moveTo(before);
    expect((await quote(body)).body.data.usableCoupons).toHaveLength(1);
  });
});
