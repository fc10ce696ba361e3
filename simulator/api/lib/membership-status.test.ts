import { describe, expect, it } from 'vitest';
import { LIFETIME_EXPIRE_AT, memberStatusOf } from './membership';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1);

describe('memberStatusOf', () => {
  it('tells 未开通 from 已过期 and 永久', () => {
    expect(memberStatusOf({ memberLevel: 0, memberExpireAt: null, trialExpireAt: null }, now)).toBe(
      'none',
    );
    expect(
      memberStatusOf({ memberLevel: 1, memberExpireAt: now - 1, trialExpireAt: null }, now),
    ).toBe('expired');
    expect(
      memberStatusOf(
        { memberLevel: 2, memberExpireAt: LIFETIME_EXPIRE_AT, trialExpireAt: null },
        now,
      ),
    ).toBe('lifetime');
  });

  it('shows 即将到期 from 7 days before the expiry, 会员中 before that', () => {
    expect(
      memberStatusOf({ memberLevel: 1, memberExpireAt: now + 7 * DAY, trialExpireAt: null }, now),
    ).toBe('expiring');
    expect(
      memberStatusOf(
        { memberLevel: 1, memberExpireAt: now + 7 * DAY + 1, trialExpireAt: null },
        now,
      ),
    ).toBe('active');
  });

  it('is a trial only while the membership ends with the trial (bought days stack on it)', () => {
    expect(
      memberStatusOf(
        { memberLevel: 1, memberExpireAt: now + 3 * DAY, trialExpireAt: now + 3 * DAY },
        now,
      ),
    ).toBe('trial');
    expect(
      memberStatusOf(
        { memberLevel: 1, memberExpireAt: now + 34 * DAY, trialExpireAt: now + 3 * DAY },
        now,
      ),
    ).toBe('active');
  });

  it('needs both a level and an expiry; a membership ending at `now` has expired', () => {
    const of = (memberLevel: number, memberExpireAt: number | null) =>
      memberStatusOf({ memberLevel, memberExpireAt, trialExpireAt: null }, now);
    expect(of(0, now + 30 * DAY)).toBe('none');
    expect(of(-1, now + 30 * DAY)).toBe('none');
    expect(of(1, null)).toBe('none');
    expect(of(1, now)).toBe('expired');
    expect(of(1, now + 1)).toBe('expiring');
  });
});
