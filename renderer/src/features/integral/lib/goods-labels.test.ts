import { describe, expect, it } from 'vitest';
import { LOW_STOCK, priceText, stockLabel } from './goods-labels';

describe('goods labels', () => {
  it('says 已兑完 at 0, 仅剩 N 件 up to the low-stock line, nothing above it', () => {
    expect(stockLabel(0)).toBe('已兑完');
    expect(stockLabel(1)).toBe('仅剩 1 件');
    expect(stockLabel(LOW_STOCK)).toBe(`仅剩 ${LOW_STOCK} 件`);
    expect(stockLabel(LOW_STOCK + 1)).toBeNull();
  });

  it('adds the cash of a points + cash good', () => {
    expect(priceText(1800, 0)).toBe('1800 积分');
    expect(priceText(1800, 990)).toBe('1800 积分 + ¥9.90');
  });
});
