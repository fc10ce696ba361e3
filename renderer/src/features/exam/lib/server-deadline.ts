import { syncDeadline, type DeadlineSync } from '@/domain/quiz';
import { isApiError } from '@/lib/http';

/**
 * The page follows the server's deadline, which may move without it (QA's time control, a 延时卡 on
 * another page, a suspended phone): it asks again on focus, on coming back into view and with every
 * answer. The server's seconds are rounded up, so only a difference of 2 s or more is taken.
 */
export function syncFromSecondsLeft(
  current: DeadlineSync | null,
  pageSeconds: number | null,
  serverSeconds: number,
): DeadlineSync | null {
  if (pageSeconds !== null && Math.abs(pageSeconds - serverSeconds) < 2) return current;
  return syncDeadline(serverSeconds * 1000, 0);
}

/** A 409 on an attempt: the server has submitted it (at its deadline, or another tab did). */
export const attemptClosed = (error: unknown): boolean => isApiError(error) && error.status === 409;
