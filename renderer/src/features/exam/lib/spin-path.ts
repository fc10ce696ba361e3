/**
 * The cells the lottery's light passes on its way to the server's prize: from the cell after `from`,
 * `rounds` whole turns round the `count` cells, ending on `target`. The prize is decided before the
 * light starts; the path only shows it.
 */
export function spinPath(count: number, from: number, target: number, rounds = 2): number[] {
  if (count <= 0 || target < 0 || target >= count) return [];
  const start = from >= 0 && from < count ? from : -1;
  const steps = rounds * count + ((target - start + count) % count || count);
  return Array.from({ length: steps }, (_, i) => (start + 1 + i) % count);
}

/** How long the light rests on step `i` of `total` (ms): fast at first, slowing for the last cells. */
export function stepDelay(i: number, total: number): number {
  const left = total - i;
  return left > 6 ? 60 : 60 + (7 - left) * 45;
}
