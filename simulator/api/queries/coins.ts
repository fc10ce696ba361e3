import { defineQueries } from '../db/queries';

export type PackageRow = { id: number; coins: number; bonus: number; price_cents: number };

/** Coin packages, balances and the coin bill. */
export const coinQueries = defineQueries((db) => {
  const pkg = db.prepare<[number], PackageRow>('SELECT * FROM coin_packages WHERE id = ?');
  const packages = db.prepare<[], PackageRow>('SELECT * FROM coin_packages ORDER BY price_cents');
  const balance = db.prepare<[number], { balance: number }>(
    'SELECT balance FROM user_coins WHERE user_id = ?',
  );
  const addBalance = db.prepare<[number, number]>(
    'INSERT INTO user_coins (user_id, balance) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET balance = balance + excluded.balance',
  );
  const addBill = db.prepare<[number, number, string, string, string | null, number]>(
    'INSERT INTO coin_bills (user_id, delta, reason, ref, client_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const unlockByKey = db.prepare<[number, string], { delta: number; ref: string }>(
    "SELECT delta, ref FROM coin_bills WHERE user_id = ? AND client_key = ? AND reason = '解锁课程'",
  );
  return {
    package: (id: number) => pkg.get(id),
    packages: () => packages.all(),
    balance: (userId: number) => balance.get(userId)?.balance ?? 0,
    addBalance: (userId: number, delta: number) => void addBalance.run(userId, delta),
    addBill: (
      userId: number,
      delta: number,
      reason: string,
      ref: string,
      clientKey: string | null,
      now: number,
    ) => void addBill.run(userId, delta, reason, ref, clientKey, now),
    /** The course unlock a request key already made, if any. */
    unlockByKey: (userId: number, clientKey: string) => unlockByKey.get(userId, clientKey),
  };
});
