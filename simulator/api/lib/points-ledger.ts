import type { Db } from '../db/types';
import { pointsQueries } from '../queries/points';

/**
 * Adds `delta` (negative to spend) to a user's points and writes the bill line, tied to the exchange
 * `orderId` when it pays for or returns one; call inside a transaction. Answers the line's id.
 */
export function changePoints(
  db: Db,
  userId: number,
  delta: number,
  reason: string,
  now: number,
  orderId: number | null = null,
): number {
  return pointsQueries(db).change(userId, delta, reason, now, orderId);
}
