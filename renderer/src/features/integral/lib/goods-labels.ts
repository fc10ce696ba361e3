/** At or below this stock the grid warns 仅剩 N 件. */
export const LOW_STOCK = 30;

/** The stock label of a goods card: 已兑完, 仅剩 N 件 when few are left, else nothing. */
export function stockLabel(stock: number): string | null {
  if (stock <= 0) return '已兑完';
  return stock <= LOW_STOCK ? `仅剩 ${stock} 件` : null;
}

/** Points, plus cash when the good costs points + cash: "1800 积分" or "1800 积分 + ¥9.90". */
export function priceText(points: number, cashCents: number): string {
  return cashCents > 0 ? `${points} 积分 + ¥${(cashCents / 100).toFixed(2)}` : `${points} 积分`;
}
