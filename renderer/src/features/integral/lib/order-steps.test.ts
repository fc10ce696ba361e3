import { describe, expect, it } from 'vitest';
import type { MallOrder } from '@/contracts/api/mall';
import { deliveryLine, orderSteps, statusHint } from './order-steps';

const base = {
  status: 0,
  createdAt: 1000,
  shippedAt: null,
  finishedAt: null,
  autoConfirmed: false,
  autoConfirmAt: null,
  closedAt: null,
  closeReason: null,
  goods: { virtual: false },
} as unknown as MallOrder;

describe('an order timeline', () => {
  it('shows the steps not reached yet without a time', () => {
    expect(orderSteps(base)).toEqual([
      { label: '提交兑换', time: 1000, done: true },
      { label: '已发货', time: null, done: false },
      { label: '已完成', time: null, done: false },
    ]);
    expect(statusHint(base)).toBe('兑换成功，等待仓库发货');
  });

  it('tells a shipped order when it confirms itself, and a completed one how it was confirmed', () => {
    const shipped = {
      ...base,
      status: 1,
      shippedAt: 2000,
      autoConfirmAt: Date.UTC(2026, 5, 16, 4, 0),
    };
    expect(orderSteps(shipped).map((s) => s.done)).toEqual([true, true, false]);
    expect(statusHint(shipped)).toMatch(/^已发货，请注意查收；2026-06-16 \d\d:00 将自动确认收货$/);
    const auto = {
      ...shipped,
      status: 2,
      finishedAt: 3000,
      autoConfirmed: true,
      autoConfirmAt: null,
    };
    expect(orderSteps(auto)[2]).toEqual({
      label: '已完成（自动确认收货）',
      time: 3000,
      done: true,
    });
    expect(statusHint(auto)).toBe('发货15天后已自动确认收货');
  });

  it('ends a closed order at 已关闭 with the points returned, and a virtual good at 已发放', () => {
    const closed = { ...base, status: 3, closedAt: 1500, closeReason: '商品暂时无法发货' };
    expect(orderSteps(closed)).toEqual([
      { label: '提交兑换', time: 1000, done: true },
      { label: '已关闭', time: 1500, done: true },
    ]);
    expect(statusHint(closed)).toBe('商品暂时无法发货，积分已退回');
    const virtual = {
      ...base,
      status: 2,
      finishedAt: 1000,
      goods: { virtual: true },
    } as unknown as MallOrder;
    expect(orderSteps(virtual).map((s) => s.label)).toEqual(['提交兑换', '已发放']);
  });
});

describe("the success page's delivery line", () => {
  it('follows the order: to ship, shipped, done (by the user or by itself), closed', () => {
    expect(deliveryLine(base)).toBe('我们将尽快为您发货，可在兑换记录中查看物流');
    expect(deliveryLine({ ...base, status: 1 })).toBe(
      '商品已发货，请注意查收，可在兑换记录中查看物流',
    );
    expect(deliveryLine({ ...base, status: 2 })).toBe('订单已完成，您已确认收货');
    expect(deliveryLine({ ...base, status: 2, autoConfirmed: true })).toBe(
      '订单已完成，发货15天后已自动确认收货',
    );
    expect(deliveryLine({ ...base, status: 3, closeReason: '商品缺货' })).toBe(
      '订单已关闭（商品缺货），积分已退回',
    );
    expect(deliveryLine({ ...base, status: 3 })).toBe('订单已关闭（未发货），积分已退回');
  });

  it('is none for a virtual good (its delivery note says what was issued)', () => {
    expect(
      deliveryLine({ ...base, status: 2, goods: { virtual: true } } as unknown as MallOrder),
    ).toBeNull();
  });
});
