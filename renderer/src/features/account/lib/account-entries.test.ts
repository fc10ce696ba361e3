import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from '@/contracts/route-manifest';
import { ACCOUNT_ENTRIES, maskPhone, roleLabel } from './account-entries';

describe('account labels', () => {
  it('names userTypeCode 0 会员 and 1 专家', () => {
    expect(roleLabel(0)).toBe('会员');
    expect(roleLabel(1)).toBe('专家');
  });

  it('masks the middle four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('unknown')).toBe('unknown');
  });
});

describe('account entries', () => {
  it('links only to routes of the table that are pages (no redirects), each once', () => {
    const pages = new Set(ROUTE_MANIFEST.filter((r) => !r.redirect).map((r) => r.fullPath));
    for (const entry of ACCOUNT_ENTRIES) expect(pages.has(entry.to), entry.to).toBe(true);
    expect(new Set(ACCOUNT_ENTRIES.map((e) => e.to)).size).toBe(ACCOUNT_ENTRIES.length);
    expect(new Set(ACCOUNT_ENTRIES.map((e) => e.key)).size).toBe(ACCOUNT_ENTRIES.length);
  });

  it('offers the favourites and each area’s own list', () => {
    expect(ACCOUNT_ENTRIES.map((e) => [e.label, e.to])).toEqual(
      expect.arrayContaining([
        ['我的收藏', '/mine/favorites'],
        ['我的订单', '/member/orders'],
        ['我的优惠券', '/member/coupons'],
        ['兑换记录', '/integral/record'],
        ['我的课程', '/live/mine'],
        ['我的文章', '/material'],
      ]),
    );
  });
});
