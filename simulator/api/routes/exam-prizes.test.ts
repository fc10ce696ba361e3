import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WonPrize } from '../../../renderer/src/contracts/api/exam';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Prize = { id: number; name: string; kind: string };
type Draw = { drawId: number; prize: Prize; chancesLeft: number; message: string };
type Standing = { examEnded: boolean; claimable: boolean; expired: boolean; claimUntil: number };
type Campaign = {
  status: number;
  endAt: number;
  claimUntil: number;
  claimExpired: boolean;
  changedByQa: boolean;
};

const RECIPIENT = {
  name: '王芳',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华一路88号2栋1801',
};

describe('the lottery’s goods prize and its recipient', () => {
  let s: TestServer;
  let token: string;
  let goods: Prize;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13100000301');
    const prizes = await call<{ prizes: Prize[] }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      token,
    );
    goods = prizes.body.data.prizes.find((p) => p.kind === 'goods') as Prize;
  });
  afterAll(() => s.close());

  const drawGoods = async (key: string): Promise<Draw> => {
    await call(s.app, 'POST', '/__sim/exam/5/lottery', { chances: 1, prizeId: goods.id }, token);
    return (await call<Draw>(s.app, 'POST', '/exam/lottery/5', { clientKey: key }, token)).body
      .data;
  };

  it('is one rare prize of the grid, beside the others', async () => {
    const prizes = await call<{ prizes: Prize[] }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      token,
    );
    expect(prizes.body.data.prizes.map((p) => p.name)).toEqual([
      '8.88元红包',
      '1.88元红包',
      '去错卡',
      '延时卡',
      '跳题卡',
      '200积分',
      '谢谢参与',
      '定制保温杯',
    ]);
    const weights = s.db
      .prepare<[], { kind: string; weight: number }>(
        'SELECT kind, weight FROM lottery_prizes WHERE exam_id = 5',
      )
      .all();
    const total = weights.reduce((n, w) => n + w.weight, 0);
    expect((weights.find((w) => w.kind === 'goods')?.weight ?? 0) / total).toBeLessThan(0.03);
  });

  it('drawn, asks for a recipient; the list shows 待填写收货信息, then 待发货 once given, then 已发货', async () => {
    const draw = await drawGoods('goods-0001-abcd');
    expect(draw).toMatchObject({
      prize: { id: goods.id, kind: 'goods' },
      message: '恭喜获得定制保温杯，请填写收货信息',
    });
    const wins = async () =>
      (await call<{ list: WonPrize[] }>(s.app, 'GET', '/exam/lottery/wins/5', undefined, token))
        .body.data.list;
    expect((await wins())[0]).toMatchObject({
      drawId: draw.drawId,
      state: 'needs_recipient',
      stateText: '待填写收货信息',
      recipient: null,
    });

    const saved = await call<WonPrize>(
      s.app,
      'POST',
      '/exam/lottery/recipient',
      { drawId: draw.drawId, ...RECIPIENT },
      token,
    );
    expect(saved.body).toMatchObject({
      msg: '收货信息已提交',
      data: {
        state: 'to_ship',
        stateText: '待发货',
        recipient: { name: '王芳', phoneMasked: '139****5678', detail: '福华一路88号2栋1801' },
      },
    });
    // The same recipient again (a retry) is answered as saved; another one is refused: it is locked.
    expect(
      (
        await call<WonPrize>(
          s.app,
          'POST',
          '/exam/lottery/recipient',
          { drawId: draw.drawId, ...RECIPIENT },
          token,
        )
      ).body,
    ).toMatchObject({ success: true, data: { stateText: '待发货' } });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/lottery/recipient',
          { drawId: draw.drawId, ...RECIPIENT, detail: '深南大道1号1栋101' },
          token,
        )
      ).body,
    ).toMatchObject({ code: 409, msg: '收货信息已提交，不能修改' });

    const shipped = await call<{ trackingNo: string }>(s.app, 'POST', '/__sim/exam/lottery/ship', {
      drawId: draw.drawId,
      trackingNo: 'SF1234567890',
    });
    expect(shipped.body.data.trackingNo).toBe('SF1234567890');
    expect((await wins())[0]).toMatchObject({
      state: 'shipped',
      stateText: '已发货',
      express: { company: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect(
      (await call(s.app, 'POST', '/__sim/exam/lottery/ship', { drawId: draw.drawId })).body,
    ).toMatchObject({ code: 409, msg: '该奖品已发货' });
  });

  it('refuses a bad recipient with a Chinese message, someone else’s draw and a prize that needs none', async () => {
    const draw = await drawGoods('goods-0002-abcd');
    const bad = (patch: object) =>
      call(
        s.app,
        'POST',
        '/exam/lottery/recipient',
        { drawId: draw.drawId, ...RECIPIENT, ...patch },
        token,
      );
    expect((await bad({ phone: '12345678901' })).body).toMatchObject({
      code: 400,
      msg: '请输入正确手机号',
    });
    expect((await bad({ name: '王' })).body.msg).toBe('请填写收货人姓名');
    expect((await bad({ province: '' })).body.msg).toBe('请选择省份');
    expect((await bad({ detail: '一号' })).body.msg).toBe('请填写详细地址（至少5个字）');
    expect(
      (await call(s.app, 'POST', '/__sim/exam/lottery/ship', { drawId: draw.drawId })).body.msg,
    ).toBe('中奖者尚未填写收货信息，不能发货');

    const other = await loginAs(s.app, '13100000302');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/lottery/recipient',
          { drawId: draw.drawId, ...RECIPIENT },
          other,
        )
      ).body,
    ).toMatchObject({ code: 404, msg: '中奖记录不存在' });
    const prizes = await call<{ prizes: Prize[] }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      token,
    );
    await call(
      s.app,
      'POST',
      '/__sim/exam/5/lottery',
      { chances: 1, prizeId: prizes.body.data.prizes.find((p) => p.kind === 'redpack')?.id },
      token,
    );
    const redpack = (
      await call<Draw>(s.app, 'POST', '/exam/lottery/5', { clientKey: 'redp-0001-abcd' }, token)
    ).body.data;
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/lottery/recipient',
          { drawId: redpack.drawId, ...RECIPIENT },
          token,
        )
      ).body.msg,
    ).toBe('该奖品已直接发放，无需填写收货信息');
    const wins = (
      await call<{ list: WonPrize[] }>(s.app, 'GET', '/exam/lottery/wins/5', undefined, token)
    ).body.data.list;
    expect(wins.find((w) => w.drawId === redpack.drawId)).toMatchObject({
      state: 'granted',
      stateText: '已发放',
    });
  });

  it('out of stock, the goods prize is 谢谢参与', async () => {
    s.db.prepare('UPDATE lottery_prizes SET stock = 0 WHERE id = ?').run(goods.id);
    const draw = await drawGoods('goods-0003-abcd');
    expect(draw).toMatchObject({ prize: { name: '谢谢参与' }, message: '谢谢参与，下次好运' });
    s.db.prepare('UPDATE lottery_prizes SET stock = 10 WHERE id = ?').run(goods.id);
  });
});

describe('QA ends and restores a campaign', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('ends the exam now, lets its claim period lapse, and gives its dates back', async () => {
    const token = await loginAs(s.app, '13800000021');
    await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
    const before = await call<Campaign>(s.app, 'POST', '/__sim/exam/5/campaign', {
      action: 'restore',
    });
    expect(before.body.data).toMatchObject({ status: 1, changedByQa: false });
    const originalEnd = before.body.data.endAt;

    const ended = await call<Campaign>(s.app, 'POST', '/__sim/exam/5/campaign', { action: 'end' });
    expect(ended.body.data).toMatchObject({ status: 2, claimExpired: false, changedByQa: true });
    expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, token)).body).toMatchObject({
      code: 400,
      msg: '竞赛已结束',
    });
    expect(
      (await call<Standing>(s.app, 'POST', '/ranking/reward', { examId: 5 }, token)).body.data,
    ).toMatchObject({ examEnded: true, expired: false });

    const expired = await call<Campaign>(s.app, 'POST', '/__sim/exam/5/campaign', {
      action: 'expire',
    });
    expect(expired.body.data).toMatchObject({ status: 2, claimExpired: true });
    expect(
      (await call<Standing>(s.app, 'POST', '/ranking/reward', { examId: 5 }, token)).body.data,
    ).toMatchObject({ expired: true, claimable: false });
    expect(
      (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 5 }, token)).body.msg,
    ).toBe('领奖期已过，排名奖励已过期');

    const restored = await call<Campaign>(s.app, 'POST', '/__sim/exam/5/campaign', {
      action: 'restore',
    });
    expect(restored.body.data).toMatchObject({ status: 1, endAt: originalEnd, changedByQa: false });
    expect(
      (await call<Standing>(s.app, 'POST', '/ranking/reward', { examId: 5 }, token)).body.data,
    ).toMatchObject({ examEnded: false, expired: false });
  });

  it('ends the questionnaire: its info says 已结束 and no challenge starts', async () => {
    const token = await loginAs(s.app, '13100000303');
    await call(s.app, 'POST', '/__sim/exam/6/campaign', { action: 'end' });
    expect(
      (await call<{ status: number }>(s.app, 'GET', '/questionnaire/info', undefined, token)).body
        .data.status,
    ).toBe(2);
    const start = await call(s.app, 'POST', '/questionnaire/challenge/start', {}, token);
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.body.msg).toMatch(/已结束/);
    await call(s.app, 'POST', '/__sim/exam/6/campaign', { action: 'restore' });
    expect(
      (await call<{ status: number }>(s.app, 'GET', '/questionnaire/info', undefined, token)).body
        .data.status,
    ).toBe(1);
  });

  it('refuses an unknown campaign or action', async () => {
    expect(
      (await call(s.app, 'POST', '/__sim/exam/77/campaign', { action: 'end' })).body,
    ).toMatchObject({ code: 404, msg: '竞赛不存在' });
    expect(
      (await call(s.app, 'POST', '/__sim/exam/5/campaign', { action: 'pause' })).body,
    ).toMatchObject({ code: 400, msg: '操作须为 end、expire 或 restore' });
  });
});
