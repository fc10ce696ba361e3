import { describe, expect, it } from 'vitest';
import {
  buyActionLabel,
  canBuy,
  MEMBER_STATUS_LABELS,
  planPrice,
  rightCell,
} from './member-display';

describe('member display rules', () => {
  it('names every status the server can send', () => {
    expect(Object.values(MEMBER_STATUS_LABELS)).toEqual([
      '未开通',
      '试用中',
      '会员中',
      '即将到期',
      '已过期',
      '永久',
    ]);
  });

  it('offers 续费 to members and lapsed members, 开通 otherwise, nothing to buy for 永久', () => {
    expect(buyActionLabel('none')).toBe('开通');
    expect(buyActionLabel('trial')).toBe('开通');
    expect(buyActionLabel('expiring')).toBe('续费');
    expect(buyActionLabel('expired')).toBe('续费');
    expect(canBuy('lifetime')).toBe(false);
    expect(canBuy('active')).toBe(true);
  });

  it('shows cents as yuan with 2 decimals and 立省 only when cheaper', () => {
    expect(planPrice({ priceCents: 29800, originalPriceCents: 69600 })).toEqual({
      price: '298.00',
      original: '696.00',
      saving: '398.00',
    });
    expect(planPrice({ priceCents: 3850, originalPriceCents: 3850 })).toEqual({
      price: '38.50',
      original: null,
      saving: null,
    });
  });

  it('reads a rights value as ✗, ✓ or a quota', () => {
    expect(rightCell('—')).toEqual({ kind: 'no', text: '不含' });
    expect(rightCell('有')).toEqual({ kind: 'yes', text: '包含' });
    expect(rightCell('每月4次')).toEqual({ kind: 'quota', text: '每月4次' });
  });
});
