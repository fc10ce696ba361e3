// In a module of its own: the course page shows a course's price in coins without loading any schema.

/** Coins a course costs per yuan of its price: 10 coins = ¥1 (a ¥99 course: 990 coins). */
export const COINS_PER_YUAN = 10;

/** What a course of `priceCents` costs in coins, rounded up. */
export const courseCoins = (priceCents: number): number =>
  Math.ceil((priceCents * COINS_PER_YUAN) / 100);
