import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Welfare = { id: number; state: string; remaining: number | null };

describe('member benefits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const states = async (token?: string) =>
    Object.fromEntries(
      (await call<Welfare[]>(s.app, 'GET', '/member/welfare', undefined, token)).body.data.map(
        (w) => [w.id, w.state],
      ),
    );

  it('gives each benefit its state: 仅会员可领, 已结束, 未开始, 已领完, 立即领取', async () => {
    expect(await states()).toEqual({
      1: 'membersOnly',
      2: 'membersOnly',
      3: 'membersOnly',
      4: 'available',
      5: 'ended',
      6: 'notStarted',
      7: 'soldOut',
      8: 'available',
    });
  });

  it('lets a user claim once; the second request is refused and grants nothing', async () => {
    const token = await loginAs(s.app, '13400000081');
    const first = await call(s.app, 'POST', '/member/welfare/claim/4', undefined, token);
    expect(first.body).toMatchObject({ success: true, msg: '领取成功' });
    const second = await call(s.app, 'POST', '/member/welfare/claim/4', undefined, token);
    expect(second).toMatchObject({ status: 409, body: { msg: '您已领取过该福利' } });
    const coupons = await call<{ title: string }[]>(
      s.app,
      'GET',
      '/member/coupons?status=0',
      undefined,
      token,
    );
    expect(coupons.body.data.filter((c) => c.title === '课程通用券')).toHaveLength(1);
    expect((await states(token))[4]).toBe('claimed');
  });

  it('gives a new user a membership coupon once, which the membership order then takes', async () => {
    const token = await loginAs(s.app, '13400000083');
    const list = (
      await call<{ id: number; title: string; couponScope: number | null; claimable: boolean }[]>(
        s.app,
        'GET',
        '/member/welfare',
        undefined,
        token,
      )
    ).body.data;
    expect(list.find((w) => w.couponScope === 1)).toMatchObject({
      id: 8,
      title: '新人会员立减券',
      claimable: true,
    });
    expect(list.find((w) => w.id === 2)?.couponScope).toBeNull();
    const quote = async () =>
      (
        await call<{ usableCoupons: { title: string }[] }>(
          s.app,
          'POST',
          '/v3/order/valid',
          { orderType: 1, goodsId: 1, goodsQuantity: 1 },
          token,
        )
      ).body.data;
    expect((await quote()).usableCoupons).toEqual([]);
    const claims = await Promise.all(
      [1, 2, 3].map(() => call(s.app, 'POST', '/member/welfare/claim/8', undefined, token)),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect((await quote()).usableCoupons.map((c) => c.title)).toEqual(['新人会员立减券']);
  });

  it('refuses an ended, a not yet started, a sold-out and a members-only benefit with their reasons', async () => {
    const token = await loginAs(s.app, '13400000082');
    const claim = async (id: number) =>
      (await call(s.app, 'POST', `/member/welfare/claim/${id}`, undefined, token)).body;
    expect(await claim(5)).toMatchObject({ msg: '活动已结束' });
    expect(await claim(6)).toMatchObject({ msg: '活动尚未开始' });
    expect(await claim(7)).toMatchObject({ msg: '福利已领完' });
    expect(await claim(1)).toMatchObject({ code: 403, msg: '开通会员后即可领取' });
    expect(await claim(99)).toMatchObject({ code: 404, msg: '福利不存在' });
  });
});
