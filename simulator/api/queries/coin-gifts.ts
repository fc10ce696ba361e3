import { defineQueries } from '../db/queries';

export type ChannelRow = { code: string; name: string; gift_coins: number; ends_at: number };
export type CoinClaimRow = { name: string; coins: number; claimed_at: number };

/** The channels' new-user coin gifts and the coins they put on balances. */
export const coinGiftQueries = defineQueries((db) => {
  const channel = db.prepare<[string], ChannelRow>('SELECT * FROM coin_channels WHERE code = ?');
  const balance = db.prepare<[number], { balance: number }>(
    'SELECT balance FROM user_coins WHERE user_id = ?',
  );
  const claim = db.prepare<[number], CoinClaimRow>(
    'SELECT ch.name, g.coins, g.claimed_at FROM coin_gift_claims g JOIN coin_channels ch ON ch.code = g.channel WHERE g.user_id = ?',
  );
  const addClaim = db.prepare<[number, string, number, number]>(
    'INSERT INTO coin_gift_claims (user_id, channel, coins, claimed_at) VALUES (?, ?, ?, ?)',
  );
  const credit = db.prepare<[number, number]>(
    'INSERT INTO user_coins (user_id, balance) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET balance = balance + excluded.balance',
  );
  return {
    channel: (code: string) => channel.get(code),
    balance: (userId: number) => balance.get(userId)?.balance ?? 0,
    claim: (userId: number) => claim.get(userId),
    /** Records the user's claim on the channel's gift and credits the coins. */
    addClaim(userId: number, c: ChannelRow, now: number): void {
      addClaim.run(userId, c.code, c.gift_coins, now);
      credit.run(userId, c.gift_coins);
    },
  };
});
