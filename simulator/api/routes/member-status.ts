import {
  EXPIRING_WITHIN_DAYS,
  type MemberStatus,
} from '../../../renderer/src/contracts/api/member';

const DAY = 86_400_000;

/** Memberships sold as 永久 are stored with this expiry (the backend's 2099-12-31 convention). */
export const LIFETIME_EXPIRE_AT = Date.UTC(2099, 11, 31);

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
