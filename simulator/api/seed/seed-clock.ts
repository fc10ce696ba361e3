import { dayStart } from '../lib/time';

export const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Seeded dates are written relative to the mock's clock at the moment of seeding (`now`), never as
 * fixed dates, so the data looks the same whatever day it is seeded on: a coupon still valid, an
 * exam under way, last month's news issue.
 */
export function seedClock(now: number) {
  const today = dayStart(now);
  return {
    /** Beijing wall time `days` days from today (negative: in the past), at `hour`:`minute`. */
    at: (days: number, hour = 0, minute = 0): number =>
      today + days * DAY + hour * HOUR + minute * MINUTE,
  };
}

/** The calendar year in Beijing (UTC+8) of instant `t`. */
export const beijingYear = (t: number): number => new Date(t + 8 * HOUR).getUTCFullYear();

/** The calendar month (1–12) in Beijing of instant `t`. */
export const beijingMonth = (t: number): number => new Date(t + 8 * HOUR).getUTCMonth() + 1;
