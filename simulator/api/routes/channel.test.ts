import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelCoin, CoinClaim } from '../../../renderer/src/contracts/api/channel';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('channel coin gift', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('gives a new user the channel’s coins once, whatever channel they come back through', async () => {
    expect((await call<ChannelCoin>(s.app, 'GET', '/channel/coin')).body.data).toMatchObject({
      channel: 'official',
      giftCoins: 100,
      state: 'available',
      balance: null,
    });
    const token = await loginAs(s.app, '13400000801');
    expect(
      (await call<ChannelCoin>(s.app, 'GET', '/channel/coin?channel=wechat-mp', undefined, token))
        .body.data,
    ).toMatchObject({ giftCoins: 200, balance: 0 });
    const claim = await call<CoinClaim>(
      s.app,
      'POST',
      '/channel/coin/claim',
      { channel: 'wechat-mp' },
      token,
    );
    expect(claim.body).toMatchObject({
      msg: '领取成功',
      data: { channelName: '税务通微信公众号', coins: 200, balance: 200 },
    });
    expect(
      (await call(s.app, 'POST', '/channel/coin/claim', { channel: 'official' }, token)).body,
    ).toMatchObject({ code: 409, msg: '您已领取过新人金币' });
    expect(
      (await call<ChannelCoin>(s.app, 'GET', '/channel/coin', undefined, token)).body.data,
    ).toMatchObject({ state: 'claimed', balance: 200 });
    expect(
      (await call<CoinClaim | null>(s.app, 'GET', '/channel/coin/mine', undefined, token)).body
        .data,
    ).toMatchObject({ coins: 200, balance: 200 });
  });

  it('answers 20 simultaneous claims with one gift', async () => {
    const token = await loginAs(s.app, '13400000802');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.app, 'POST', '/channel/coin/claim', { channel: 'official' }, token),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      (await call<CoinClaim>(s.app, 'GET', '/channel/coin/mine', undefined, token)).body.data
        .balance,
    ).toBe(100);
  });

  it('refuses an ended channel, an unknown one and a malformed one; nothing claimed answers null', async () => {
    const token = await loginAs(s.app, '13400000803');
    expect(
      (await call<ChannelCoin>(s.app, 'GET', '/channel/coin?channel=expo', undefined, token)).body
        .data.state,
    ).toBe('ended');
    expect(
      (await call(s.app, 'POST', '/channel/coin/claim', { channel: 'expo' }, token)).body,
    ).toMatchObject({ code: 409, msg: '活动已结束' });
    expect((await call(s.app, 'GET', '/channel/coin?channel=nope')).body).toMatchObject({
      code: 404,
      msg: '渠道不存在',
    });
    expect((await call(s.app, 'GET', '/channel/coin?channel=%3Cx%3E')).body).toMatchObject({
      code: 400,
      msg: '渠道不正确',
    });
    expect((await call(s.app, 'GET', '/channel/coin/mine', undefined, token)).body.data).toBeNull();
  });
});
