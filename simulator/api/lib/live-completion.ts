import type { LiveReport } from '../queries/live';

/** Share of a session's scheduled length a learner must watch live for it to count as 已学完. */
const LIVE_COMPLETE_SHARE = 0.8;

/** Unused wall time carried from one record to the next: a record may arrive a little late. */
const CARRY_MS = 2_000;

/**
 * Live seconds the server believes from a learner's records of one session, oldest first. Each
 * record claims what its visit's counter grew by since the previous record (a counter that went
 * back is a new visit starting at 0), but is credited no more than the server's clock moved since
 * the previous record, plus at most {@link CARRY_MS} left unused before. The first record is
 * the entry: nothing was heard before it. A repeated record claims nothing new.
 */
export function liveCreditedSeconds(reports: readonly LiveReport[]): number {
  let creditedMs = 0;
  let carryMs = 0;
  for (let i = 1; i < reports.length; i += 1) {
    const prev = reports[i - 1] as LiveReport;
    const cur = reports[i] as LiveReport;
    const claimedMs =
      (cur.watchTime >= prev.watchTime ? cur.watchTime - prev.watchTime : cur.watchTime) * 1000;
    const budgetMs = Math.max(0, cur.at - prev.at) + carryMs;
    const credit = Math.min(claimedMs, budgetMs);
    creditedMs += credit;
    carryMs = Math.min(CARRY_MS, budgetMs - credit);
  }
  return Math.floor(creditedMs / 1000);
}

/** Whether live seconds credited cover {@link LIVE_COMPLETE_SHARE} of the scheduled length. */
export const liveSessionComplete = (creditedSeconds: number, scheduledSeconds: number): boolean =>
  scheduledSeconds > 0 && creditedSeconds >= Math.ceil(scheduledSeconds * LIVE_COMPLETE_SHARE);
