import { describe, expect, it } from 'vitest';
import {
  customTipError,
  FIRST_TIP_CHOICE,
  parseTipYuan,
  TIP_BOUNDS_MESSAGE,
  TIP_PRESETS_CENTS,
  tipGoods,
} from './tip-rules';
import { tipCountText, tipReturnOrder, tipReturnPath, withoutTipReturn } from './tip-target';
import { tipResultView, TIP_POLL } from './tip-result-view';

const ARTICLE = { type: 0, id: 12 } as const;

describe('tip amounts', () => {
  it('opens on the smallest preset', () => {
    expect(FIRST_TIP_CHOICE).toEqual({ kind: 'preset', series: 0 });
    expect(TIP_PRESETS_CENTS[0]).toBe(Math.min(...TIP_PRESETS_CENTS));
  });

  it('reads a custom amount in yuan into cents, digit by digit', () => {
    expect(parseTipYuan('5')).toEqual({ cents: 500 });
    expect(parseTipYuan(' 12.3 ')).toEqual({ cents: 1230 });
    expect(parseTipYuan('0.3')).toEqual({ error: TIP_BOUNDS_MESSAGE });
    expect(parseTipYuan('1.10')).toEqual({ cents: 110 });
    expect(parseTipYuan('200')).toEqual({ cents: 20000 });
    expect(parseTipYuan('1.')).toEqual({ cents: 100 });
  });

  it('refuses what is not an amount, and amounts out of ¥1–200, in words the user understands', () => {
    expect(TIP_BOUNDS_MESSAGE).toBe('打赏金额须在1 - 200元之间');
    expect(parseTipYuan('')).toEqual({ error: '请输入打赏金额' });
    expect(parseTipYuan('200.01')).toEqual({ error: TIP_BOUNDS_MESSAGE });
    expect(parseTipYuan('0.99')).toEqual({ error: TIP_BOUNDS_MESSAGE });
    for (const bad of ['1.234', '-5', 'abc', '1e2', '.5', '5元', '1,000'])
      expect(parseTipYuan(bad)).toEqual({ error: '请输入正确的金额，最多两位小数' });
  });

  it('says nothing about an untouched custom field, and why a typed one is refused', () => {
    expect(customTipError({ kind: 'preset', series: 0 })).toBeNull();
    expect(customTipError({ kind: 'custom', text: '' })).toBeNull();
    expect(customTipError({ kind: 'custom', text: '300' })).toBe(TIP_BOUNDS_MESSAGE);
    expect(customTipError({ kind: 'custom', text: '8.8' })).toBeNull();
  });

  it('builds the order validation payload: rewardSeries for a preset, rewardAmount (cents) for a custom amount', () => {
    expect(tipGoods(ARTICLE, { kind: 'preset', series: 2 })).toEqual({
      orderType: 5,
      goodsId: 12,
      goodsQuantity: 1,
      rewardRecordType: 0,
      rewardSeries: 2,
    });
    expect(tipGoods({ type: 1, id: 3 }, { kind: 'custom', text: '6.6' })).toEqual({
      orderType: 5,
      goodsId: 3,
      goodsQuantity: 1,
      rewardRecordType: 1,
      rewardAmount: 660,
    });
    expect(tipGoods(ARTICLE, { kind: 'custom', text: '201' })).toBeNull();
  });
});

describe('tip count and the way back from the cashier', () => {
  it('counts tips, 9999+ past 9999', () => {
    expect(tipCountText(0)).toBe('还没有人打赏');
    expect(tipCountText(3)).toBe('3 次打赏');
    expect(tipCountText(12000)).toBe('9999+ 次打赏');
  });

  it('returns to the content page naming the order and the content, keeping its own query', () => {
    const path = tipReturnPath(
      '/qa/detail/1',
      '?from=share',
      { type: 1, id: 4 },
      '202606011000000001',
    );
    expect(path).toBe('/qa/detail/1?from=share&tipOrder=202606011000000001&tipTarget=1-4');
    const search = path.slice(path.indexOf('?'));
    expect(tipReturnOrder(search, { type: 1, id: 4 })).toBe('202606011000000001');
    // Another answer on the same page, or the article with the same id, is not the one tipped.
    expect(tipReturnOrder(search, { type: 1, id: 5 })).toBeNull();
    expect(tipReturnOrder(search, { type: 0, id: 4 })).toBeNull();
    expect(tipReturnOrder('?tipOrder=abc&tipTarget=1-4', { type: 1, id: 4 })).toBeNull();
    expect(withoutTipReturn(search)).toBe('?from=share');
    expect(withoutTipReturn('?tipOrder=202606011000000001&tipTarget=0-1')).toBe('');
    expect(
      withoutTipReturn(
        '?tipOrder=202606011000000001&tipTarget=0-1&orderNo=202606011000000001&from=cashier',
      ),
    ).toBe('');
  });

  it("believes only the server's order: 感谢打赏 once paid, the failure, or ask again after the polls", () => {
    expect(tipResultView(null, false, 0).kind).toBe('checking');
    expect(tipResultView({ status: 1, payFailure: null }, false, 1)).toMatchObject({
      kind: 'paid',
      title: '感谢打赏',
    });
    expect(tipResultView({ status: 0, payFailure: '支付已取消' }, false, 1)).toMatchObject({
      kind: 'failed',
      text: '支付已取消',
    });
    expect(tipResultView({ status: 3, payFailure: null }, false, 1)).toMatchObject({
      kind: 'failed',
      title: '打赏未完成',
    });
    expect(tipResultView({ status: 0, payFailure: null }, false, TIP_POLL.times - 1).kind).toBe(
      'checking',
    );
    expect(tipResultView({ status: 0, payFailure: null }, false, TIP_POLL.times)).toMatchObject({
      kind: 'waiting',
      title: '暂未收到支付结果',
    });
    expect(tipResultView(null, true, 0).kind).toBe('waiting');
  });
});
