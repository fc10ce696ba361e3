import { describe, expect, it } from 'vitest';
import {
  goodsLink,
  msLeft,
  orderActions,
  orderPhase,
  orderPhaseTitle,
  ORDER_PHASE_LABELS,
} from './order-display';

describe('order page phases', () => {
  it('reads the server status, never the way back from the cashier alone', () => {
    expect(orderPhase({ status: 1, payFailure: null }, true)).toBe('paid');
    expect(orderPhase({ status: 0, payFailure: null }, true)).toBe('checking');
    expect(orderPhase({ status: 0, payFailure: null }, false)).toBe('unpaid');
    expect(orderPhase({ status: 0, payFailure: '支付失败，请稍后重试' }, true)).toBe('failed');
    expect(orderPhase({ status: 2, payFailure: null }, true)).toBe('cancelled');
    expect(orderPhase({ status: 3, payFailure: null }, false)).toBe('closed');
    expect(ORDER_PHASE_LABELS.closed).toBe('已关闭');
  });

  it('titles a payment called off at the cashier 支付已取消', () => {
    expect(orderPhaseTitle('failed', '支付已取消')).toBe('支付已取消');
    expect(orderPhaseTitle('failed', '支付失败，请稍后重试')).toBe('支付失败');
    expect(orderPhaseTitle('paid', null)).toBe('支付成功');
  });

  it('allows paying and cancelling only while the order awaits payment', () => {
    expect(orderActions('unpaid')).toEqual({ pay: true, cancel: true, confirm: false });
    expect(orderActions('checking')).toEqual({ pay: true, cancel: true, confirm: true });
    for (const p of ['paid', 'cancelled', 'closed'] as const)
      expect(orderActions(p)).toEqual({ pay: false, cancel: false, confirm: false });
  });

  it('counts the time left on the server clock', () => {
    expect(msLeft({ expireAt: 1_800_000, serverNow: 0 }, 60_000)).toBe(1_740_000);
  });

  it('links a paid order to its goods', () => {
    expect(goodsLink({ orderType: 1, goodsId: 3 })).toEqual({
      to: '/member/center',
      label: '查看会员中心',
    });
    expect(goodsLink({ orderType: 5, goodsId: 3 })).toBeNull();
    expect(goodsLink({ orderType: 6, goodsId: 2 })).toEqual({
      to: '/activity/2',
      label: '查看我的报名',
    });
    expect(goodsLink({ orderType: 7, goodsId: 4 })).toEqual({
      to: '/channel/coin',
      label: '查看我的金币',
    });
  });
});
