import { describe, expect, it } from 'vitest';
import { exchangeBlockOf, maxQuantityOf, MAX_PER_ORDER } from './mall';

const open = {
  startAt: null,
  endAt: null,
  stock: 50,
  limitPerUser: 5,
  exchangedByMe: 0,
  points: 1000,
};

describe('exchangeBlockOf: the detail button and the server check in one order', () => {
  it('is open with enough points, or for a logged-out user whose points are unknown', () => {
    expect(exchangeBlockOf(open, 1000, 0)).toEqual({ kind: 'open' });
    expect(exchangeBlockOf(open, null, 0)).toEqual({ kind: 'open' });
  });

  it('tells the shortfall of points for the quantity', () => {
    expect(exchangeBlockOf(open, 999, 0)).toEqual({ kind: 'short', shortBy: 1 });
    expect(exchangeBlockOf(open, 1500, 0, 2)).toEqual({ kind: 'short', shortBy: 500 });
  });

  it('puts the window first, then stock, then the per-user limit', () => {
    const all = { ...open, startAt: 100, endAt: 200, stock: 0, exchangedByMe: 5 };
    expect(exchangeBlockOf(all, 0, 50).kind).toBe('not-started');
    expect(exchangeBlockOf(all, 0, 200).kind).toBe('ended');
    expect(exchangeBlockOf({ ...all, startAt: null, endAt: null }, 0, 0).kind).toBe('sold-out');
    expect(exchangeBlockOf({ ...open, exchangedByMe: 5 }, 0, 0).kind).toBe('limit-reached');
  });
});

describe('maxQuantityOf: the stepper bound', () => {
  it('is the least of the per-order limit, the allowance left and the stock', () => {
    expect(maxQuantityOf({ stock: 500, limitPerUser: 50, exchangedByMe: 0 })).toBe(MAX_PER_ORDER);
    expect(maxQuantityOf({ stock: 500, limitPerUser: 5, exchangedByMe: 2 })).toBe(3);
    expect(maxQuantityOf({ stock: 2, limitPerUser: 5, exchangedByMe: 0 })).toBe(2);
  });
});
