/**
 * The countdown of a deadline held by the server. The server answers its deadline with its own clock
 * (`serverNow`); the time left is measured from that answer with the page's monotonic clock, so a
 * wrong or changed phone clock never adds or removes time. Refresh it with a new server answer
 * (e.g. on returning to the page): a suspended page's clock may have stood still meanwhile.
 */
export type DeadlineSync = {
  /** The server's deadline and its clock when it answered (ms, server time). */
  deadlineAt: number;
  serverNow: number;
  /** The page's monotonic clock (performance.now) when the answer arrived. */
  receivedAt: number;
};

/** Milliseconds left at monotonic time `now`, never negative. */
export function msLeft(sync: DeadlineSync, now: number): number {
  return Math.max(0, sync.deadlineAt - sync.serverNow - (now - sync.receivedAt));
}

/** Whole seconds left, rounded up (as the server counts): 0 only once the time is really up. */
export function secondsLeft(sync: DeadlineSync, now: number): number {
  return Math.ceil(msLeft(sync, now) / 1000);
}

/** Milliseconds from `now` until the shown second changes (the next tick), at least 16. */
export function msToNextTick(sync: DeadlineSync, now: number): number {
  const left = msLeft(sync, now);
  if (left <= 0) return 0;
  return Math.max(16, left - (Math.ceil(left / 1000) - 1) * 1000);
}

/** "mm:ss" for a minute or more, else the seconds ("9"). */
export function formatSecondsLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return String(s);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The share of a question's time still left, 0..1, for a ring. */
export function fractionLeft(seconds: number, fullSeconds: number): number {
  if (fullSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, seconds / fullSeconds));
}
