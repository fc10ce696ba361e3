/**
 * A user's membership: extending it (bought, redeemed, a card, a trial, an approved enterprise
 * application) and the status the member centre shows (docs/product.md「会员」).
 */
import {
  EXPIRING_WITHIN_DAYS,
  type MemberStatus,
} from '../../../renderer/src/contracts/api/member';
import type { Db } from '../db/types';
import { memberQueries } from '../queries/members';
import { activeLevel, getUser } from './users';

const DAY = 86_400_000;

/** Memberships sold as 永久 are stored with this expiry (the backend's 2099-12-31 convention). */
export const LIFETIME_EXPIRE_AT = Date.UTC(2099, 11, 31);

/** Extends the user's membership from the later of now and the current expiry; answers the new expiry. */
export function grantMembership(
  db: Db,
  userId: number,
  level: number,
  days: number,
  now: number,
): number {
  const user = getUser(db, userId);
  const current = activeLevel(user, now);
  const from = current > 0 ? (user.member_expire_at ?? now) : now;
  const expireAt = from + days * DAY;
  memberQueries(db).setMembership(userId, Math.max(level, current), expireAt);
  return expireAt;
}

export type MembershipFacts = {
  memberLevel: number;
  memberExpireAt: number | null;
  /** The running trial's expiry, if the user ever started one. */
  trialExpireAt: number | null;
};

/** The status the member centre shows, at the server's `now`. */
export function memberStatusOf(facts: MembershipFacts, now: number): MemberStatus {
  const { memberLevel, memberExpireAt, trialExpireAt } = facts;
  if (memberLevel <= 0 || memberExpireAt === null) return 'none';
  if (memberExpireAt >= LIFETIME_EXPIRE_AT) return 'lifetime';
  if (memberExpireAt <= now) return 'expired';
  // Bought days stack on a trial: only a membership that ends with the trial is still a trial.
  if (trialExpireAt !== null && trialExpireAt === memberExpireAt) return 'trial';
  return memberExpireAt - now <= EXPIRING_WITHIN_DAYS * DAY ? 'expiring' : 'active';
}
