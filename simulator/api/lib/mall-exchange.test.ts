import { describe, expect, it } from 'vitest';
import {
  exchangeCost,
  exchangeRefusal,
  stockAfterClose,
  stockAfterExchange,
} from './mall-exchange';

type Goods = {
  points: number;
  stock: number;
  sales: number;
  limit_per_user: number;
  start_at: number | null;
  end_at: number | null;
};
const goods: Goods = {
  points: 500,
  stock: 10,
  sales: 2727,
  limit_per_user: 5,
  start_at: null,
  end_at: null,
};
const refusal = (
  over: Partial<Goods>,
  bought: number,
  points: number,
  quantity: number,
  now = 1000,
) => {
  const r = exchangeRefusal({ ...goods, ...over }, bought, points, quantity, now);
  return r ? [r.status, r.message] : null;
};

describe('a points exchange', () => {
  it('costs the unit points times the quantity', () => {
    expect(exchangeCost(goods, 1)).toBe(500);
    expect(exchangeCost(goods, 3)).toBe(1500);
  });

  it('takes the quantity from the stock and adds it to the sales; closing gives it back', () => {
    expect(stockAfterExchange(goods, 3)).toEqual({ stock: 7, sales: 2730 });
    expect(stockAfterExchange({ stock: 3, sales: 0 }, 3)).toEqual({ stock: 0, sales: 3 });
    expect(stockAfterClose({ stock: 7, sales: 2730 }, 3)).toEqual({ stock: 10, sales: 2727 });
    // Sales never go below zero (a seeded good whose sales were set by hand).
    expect(stockAfterClose({ stock: 0, sales: 1 }, 3)).toEqual({ stock: 3, sales: 0 });
  });

  it('is allowed within the window, the stock, the limit and the points, at their exact bounds', () => {
    expect(refusal({}, 0, 1500, 3)).toBeNull();
    expect(refusal({ stock: 3 }, 2, 1500, 3)).toBeNull();
    expect(refusal({ start_at: 1000, end_at: 1001 }, 0, 500, 1, 1000)).toBeNull();
  });

  it('refuses outside the window', () => {
    expect(refusal({ start_at: 1001 }, 0, 9999, 1, 1000)).toEqual([409, '兑换尚未开始']);
    expect(refusal({ end_at: 1000 }, 0, 9999, 1, 1000)).toEqual([409, '兑换已结束']);
  });

  it('refuses more than the stock, saying what is left', () => {
    expect(refusal({ stock: 0 }, 0, 9999, 1)).toEqual([409, '商品已兑完']);
    expect(refusal({ stock: 2 }, 0, 9999, 3)).toEqual([409, '库存不足，仅剩2件']);
  });

  it('refuses past the per-user limit, saying what is left of it', () => {
    expect(refusal({}, 5, 9999, 1)).toEqual([409, '已达兑换上限（每人限兑5件）']);
    expect(refusal({}, 3, 9999, 3)).toEqual([400, '每人限兑5件，您还可兑换2件']);
    expect(refusal({}, 3, 9999, 2)).toBeNull();
  });

  it('refuses too few points, saying how many are missing', () => {
    expect(refusal({}, 0, 1499, 3)).toEqual([400, '积分不足，还差1积分']);
    expect(refusal({}, 0, 0, 1)).toEqual([400, '积分不足，还差500积分']);
  });
});
