import { describe, expect, it } from 'vitest';
import { exchangeButtonText, goodsIdFrom } from './exchange-button';

describe('exchangeButtonText', () => {
  it('names every state', () => {
    expect(exchangeButtonText({ kind: 'open' })).toBe('立即兑换');
    expect(exchangeButtonText({ kind: 'short', shortBy: 320 })).toBe('积分不足（还差 320 积分）');
    expect(exchangeButtonText({ kind: 'sold-out' })).toBe('已兑完');
    expect(exchangeButtonText({ kind: 'limit-reached' })).toBe('已达兑换上限');
    expect(exchangeButtonText({ kind: 'not-started' })).toBe('未开始');
    expect(exchangeButtonText({ kind: 'ended' })).toBe('已结束');
  });

  it('reads a positive integer id only', () => {
    expect(goodsIdFrom(new URLSearchParams('id=7'))).toBe(7);
    expect(goodsIdFrom(new URLSearchParams('id=0'))).toBeNull();
    expect(goodsIdFrom(new URLSearchParams('id=x'))).toBeNull();
    expect(goodsIdFrom(new URLSearchParams(''))).toBeNull();
  });
});
