/** The exam clock is 15:00 (docs/product.md「考试与排名」); the user is warned when 5:00 and then 1:00 are left. */
const COUNTDOWN_WARNINGS: readonly { atSeconds: number; message: string }[] = [
  { atSeconds: 60, message: '答题时间剩余不足1分钟，请抓紧作答' },
  { atSeconds: 5 * 60, message: '答题时间剩余不足5分钟' },
];

/** Told when the time is up and the answers are submitted as they stand. */
export const AUTO_SUBMIT_MESSAGE = '答题时间已到，已为您自动交卷';

/**
 * The warning to show when the clock went from `before` to `now` seconds left (before is null on the
 * first reading, e.g. after a reload: then a warning whose mark is already passed is shown once).
 * Only the most urgent mark crossed is told; nothing at 0 (that is the automatic submission).
 */
export function countdownWarning(before: number | null, now: number): string | null {
  if (now <= 0) return null;
  for (const w of COUNTDOWN_WARNINGS) {
    if (now <= w.atSeconds && (before === null || before > w.atSeconds)) return w.message;
  }
  return null;
}

/** "mm:ss" of the exam clock (15:00 down to 00:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
