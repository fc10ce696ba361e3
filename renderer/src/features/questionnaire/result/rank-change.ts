/** The rank change a challenge made, in words. */
export function rankChangeText(before: number | null, after: number | null): string {
  if (after === null) return '暂未上榜';
  if (before === null) return `首次上榜，第 ${after} 名`;
  if (after < before) return `排名上升 ${before - after} 名，现第 ${after} 名`;
  return `排名不变，第 ${after} 名`;
}
