/**
 * The lottery's goods prize (实物奖品), the one prize a winner must give a recipient for. Rare: weight
 * 2 beside the other prizes' 100 (about 2 draws in 100), and 100 in stock per campaign; once they
 * are gone a draw that lands on it is 谢谢参与. Shared by the seed and the migration that adds it to
 * databases seeded before it.
 */
export const GOODS_PRIZE_NAME = '定制保温杯';
export const GOODS_PRIZE_WEIGHT = 2;
export const GOODS_PRIZE_STOCK = 100;
