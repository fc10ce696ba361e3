import type { Db } from '../db/types';
import { coinQueries, type PackageRow } from '../queries/coins';

export const coinPackage = (db: Db, id: number): PackageRow | undefined =>
  coinQueries(db).package(id);

export const coinBalance = (db: Db, userId: number): number => coinQueries(db).balance(userId);

/** Adds (or, negative, spends) coins and writes the bill; run inside the caller's transaction. */
export function addCoins(
  db: Db,
  userId: number,
  delta: number,
  reason: string,
  ref: string,
  now: number,
  clientKey: string | null = null,
): void {
  const q = coinQueries(db);
  q.addBalance(userId, delta);
  q.addBill(userId, delta, reason, ref, clientKey, now);
}
