import * as z from 'zod/mini';

/**
 * The never-negative numbers of the answers: money in integer cents, points, coins and stock. A
 * price, a discount, a balance or a stock below zero is a bug of the server, and the mock's
 * response check (throwing in the tests) refuses it; a signed ledger line (`delta`) is a plain int.
 */

/** Money in integer cents: a price, a fee, a discount, an amount to pay, a balance. */
export const centsSchema = z.int().check(z.nonnegative());
/** Integral mall points: a price, a balance, a reward. */
export const pointsSchema = z.int().check(z.nonnegative());
/** Coins (金币): a package, a price, a balance. */
export const coinsSchema = z.int().check(z.nonnegative());
/** Pieces of goods: what is left in stock. */
export const stockSchema = z.int().check(z.nonnegative());
