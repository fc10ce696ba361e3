import { describe, expect, it } from 'vitest';
import type { CourseRights } from '@/contracts/api/live';
import { chapterAccess, countdownPurchase, paywallOffer, rightsLabel } from './access';

const rights = (over: Partial<CourseRights>): CourseRights => ({
  canWatch: false,
  reason: 'none',
  purchased: false,
  memberFree: false,
  isMember: false,
  trialSeconds: 0,
  priceCents: 4900,
  iosProductId: 'com.sim.taxapp.course.tier4900',
  ...over,
});

describe('chapterAccess', () => {
  it('plays free, bought and member-free courses in full', () => {
    for (const reason of ['free', 'purchased', 'member'] as const) {
      expect(chapterAccess(rights({ canWatch: true, reason }), 2, { free: false })).toBe('full');
      expect(chapterAccess(rights({ canWatch: true, reason }), 1)).toBe('full');
    }
  });

  it('plays a series trial chapter in full and locks the others for a non-buyer', () => {
    const r = rights({ reason: 'trial', trialSeconds: 300 });
    expect(chapterAccess(r, 2, { free: true })).toBe('full');
    expect(chapterAccess(r, 2, { free: false })).toBe('locked');
  });

  it('previews a single course with a trial and locks one without', () => {
    expect(chapterAccess(rights({ reason: 'trial', trialSeconds: 300 }), 1)).toBe('preview');
    expect(chapterAccess(rights({ reason: 'none' }), 1)).toBe('locked');
  });

  it('locks a paid live stream for a non-buyer (no preview of a live room)', () => {
    expect(chapterAccess(rights({ reason: 'trial', trialSeconds: 300 }), 1, undefined, true)).toBe(
      'locked',
    );
    expect(chapterAccess(rights({ canWatch: true, reason: 'member' }), 1, undefined, true)).toBe(
      'full',
    );
  });
});

describe('paywall', () => {
  it('offers membership only where it makes the course free and the learner is no member', () => {
    expect(paywallOffer(rights({ memberFree: true }))).toEqual({ buy: true, join: true });
    expect(paywallOffer(rights({ memberFree: true, isMember: true }))).toEqual({
      buy: true,
      join: false,
    });
    expect(
      paywallOffer(rights({ canWatch: true, reason: 'member', memberFree: true, isMember: true })),
    ).toEqual({ buy: false, join: false });
  });

  it('labels why the learner may watch', () => {
    expect(rightsLabel(rights({ canWatch: true, reason: 'purchased' }))).toBe('已购');
    expect(rightsLabel(rights({ canWatch: true, reason: 'member' }))).toBe('会员免费');
    expect(rightsLabel(rights({ canWatch: true, reason: 'free', priceCents: 0 }))).toBe('免费');
    expect(rightsLabel(rights({ reason: 'trial' }))).toBeNull();
  });
});

describe('a session counting down', () => {
  it('sells a paid session not bought yet, says a bought one is bought, and offers nothing free or a member watches free', () => {
    expect(countdownPurchase(rights({ reason: 'trial', trialSeconds: 300 }))).toBe('offer');
    expect(countdownPurchase(rights({ reason: 'none', memberFree: true }))).toBe('offer');
    expect(
      countdownPurchase(rights({ canWatch: true, reason: 'purchased', purchased: true })),
    ).toBe('bought');
    expect(countdownPurchase(rights({ canWatch: true, reason: 'free', priceCents: 0 }))).toBeNull();
    expect(
      countdownPurchase(
        rights({ canWatch: true, reason: 'member', memberFree: true, isMember: true }),
      ),
    ).toBeNull();
  });
});
