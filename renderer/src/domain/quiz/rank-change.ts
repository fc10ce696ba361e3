/**
 * The rank change after an attempt or a challenge, in words: the rank before it (null: not ranked
 * yet) and the server's rank after it (null: still not ranked). A smaller number is a better rank;
 * the board keeps the best result, so a weaker one leaves the rank as it was.
 */
export function rankChangeText(before: number | null, after: number | null): string {
  if (after === null) return '暂未上榜';
  if (before === null) return `首次上榜，第 ${after} 名`;
  if (after < before) return `排名上升 ${before - after} 名，现第 ${after} 名`;
  if (after > before) return `排名下降 ${after - before} 名，现第 ${after} 名`;
  return `排名不变，第 ${after} 名`;
}
