import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultCoupon } from '../../../renderer/src/contracts/api/consult';
import { call, loginAs, startTestServer, type TestServer } from '../testing';
import { CONSULT_COUPON_TOTAL } from '../lib/consult-coupon';

describe('free consultation coupon', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is claimed once: a repeat is refused and grants nothing, and the coupon shows in my coupons', async () => {
    const anonymous = await call<ConsultCoupon>(s.app, 'GET', '/consult/coupon');
    expect(anonymous.body.data).toMatchObject({
      title: '免费咨询券',
      amountCents: 9900,
      state: 'available',
      remaining: CONSULT_COUPON_TOTAL,
      mine: null,
    });
    expect((await call(s.app, 'POST', '/consult/coupon/claim')).status).toBe(401);

    const token = await loginAs(s.app, '13400000401');
    const claimed = await call<ConsultCoupon>(
      s.app,
      'POST',
      '/consult/coupon/claim',
      undefined,
      token,
    );
    expect(claimed.body).toMatchObject({
      msg: '领取成功',
      data: {
        state: 'claimed',
        remaining: CONSULT_COUPON_TOTAL - 1,
        mine: { statusText: '未使用' },
      },
    });
    expect(claimed.body.data.mine?.expireAt).toBe(s.clock.now() + 90 * 86_400_000);
    const again = await call(s.app, 'POST', '/consult/coupon/claim', undefined, token);
    expect(again).toMatchObject({
      status: 409,
      body: { msg: '您已领取过免费咨询券，可在「我的优惠券」中查看' },
    });
    const coupons = await call<{ code: string }[]>(
      s.app,
      'GET',
      '/member/coupons',
      undefined,
      token,
    );
    expect(coupons.body.data.filter((c) => c.code === claimed.body.data.mine?.code)).toHaveLength(
      1,
    );
    expect(
      (await call<ConsultCoupon>(s.app, 'GET', '/consult/coupon', undefined, token)).body.data
        .state,
    ).toBe('claimed');

    s.clock.advance(91 * 86_400_000);
    expect(
      (await call<ConsultCoupon>(s.app, 'GET', '/consult/coupon', undefined, token)).body.data.mine
        ?.statusText,
    ).toBe('已过期');
  });

  it('answers 20 simultaneous claims of one user with one coupon', async () => {
    const token = await loginAs(s.app, '13400000402');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.app, 'POST', '/consult/coupon/claim', undefined, token),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM consult_coupon_claims').get()).toEqual({ n: 2 });
  });

  it('says 已领完 once the campaign has given all away', async () => {
    // Stand-in claims up to the total (users that need not exist for the count).
    s.db.pragma('foreign_keys = OFF');
    const fill = s.db.prepare(
      'INSERT INTO consult_coupon_claims (user_id, coupon_code, claimed_at) VALUES (?, ?, 0)',
    );
    s.db.transaction(() => {
      for (let id = 100_000; id < 100_000 + CONSULT_COUPON_TOTAL - 2; id++) fill.run(id, `X${id}`);
    })();
    s.db.pragma('foreign_keys = ON');
    const token = await loginAs(s.app, '13400000403');
    expect(
      (await call<ConsultCoupon>(s.app, 'GET', '/consult/coupon', undefined, token)).body.data,
    ).toMatchObject({ state: 'soldOut', remaining: 0 });
    expect(await call(s.app, 'POST', '/consult/coupon/claim', undefined, token)).toMatchObject({
      status: 409,
      body: { msg: '免费咨询券已领完' },
    });
  });
});
