import { defineQueries } from '../db/queries';

/** Ways of earning points that a day limits (the mall's 赚积分 entries promise these figures). */
export type EarningKind = 'read' | 'answer';

/** The day's earnings by reading and by answering, one row per (user, kind, day, ref). */
export const earningQueries = defineQueries((db) => {
  const countOfDay = db.prepare<[number, string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM points_earnings WHERE user_id = ? AND kind = ? AND day = ?',
  );
  // The primary key makes a repeat (same user, kind, day and ref) a no-op.
  const record = db.prepare<[number, string, number, number, number]>(
    'INSERT OR IGNORE INTO points_earnings (user_id, kind, day, ref, points) VALUES (?, ?, ?, ?, ?)',
  );
  const pointsOfDay = db.prepare<[number, number], { kind: EarningKind; n: number }>(
    'SELECT kind, SUM(points) AS n FROM points_earnings WHERE user_id = ? AND day = ? GROUP BY kind',
  );
  return {
    countOfDay: (userId: number, kind: EarningKind, day: number): number =>
      countOfDay.get(userId, kind, day)?.n ?? 0,
    /** Whether the earning was new (0 changes: already earned). */
    record: (
      userId: number,
      kind: EarningKind,
      day: number,
      ref: number,
      points: number,
    ): boolean => record.run(userId, kind, day, ref, points).changes > 0,
    pointsOfDay: (userId: number, day: number) => pointsOfDay.all(userId, day),
  };
});
