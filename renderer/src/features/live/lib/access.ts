import type { CourseRights } from '@/contracts/api/live';

/** What the learner may do with one video: watch it all, watch its first seconds, or nothing. */
export type ChapterAccess = 'full' | 'preview' | 'locked';

/**
 * The access rules (GET /live/playback/userights): a free course, a bought one and a member-free
 * one for a member play in full; so does a series' free (试看) chapter for anyone. Otherwise a
 * single course with a preview plays its first seconds, a replay only: a live stream has no
 * "first seconds" to preview. Everything else is behind the paywall.
 */
export function chapterAccess(
  rights: CourseRights,
  courseType: number,
  chapter?: { free: boolean },
  live = false,
): ChapterAccess {
  if (rights.canWatch) return 'full';
  if (chapter?.free) return 'full';
  if (courseType === 1 && rights.reason === 'trial' && !live) return 'preview';
  return 'locked';
}

/** The badge beside the price: why the learner may watch, or nothing when they may not. */
export function rightsLabel(rights: CourseRights): string | null {
  switch (rights.reason) {
    case 'free':
      return '免费';
    case 'purchased':
      return '已购';
    case 'member':
      return '会员免费';
    default:
      return null;
  }
}

/** What the paywall offers: buying, and membership when it would make the course free. */
export function paywallOffer(rights: CourseRights): { buy: boolean; join: boolean } {
  return {
    buy: !rights.canWatch && rights.priceCents > 0,
    join: !rights.canWatch && rights.memberFree && !rights.isMember,
  };
}

/**
 * What a session counting down to its start offers: its purchase while a paid one is not bought
 * (bought now, it plays the moment it goes live), that it is bought, or nothing (free, a member's).
 */
export function countdownPurchase(rights: CourseRights): 'offer' | 'bought' | null {
  if (rights.purchased) return 'bought';
  return paywallOffer(rights).buy ? 'offer' : null;
}
