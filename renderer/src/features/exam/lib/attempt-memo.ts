import type { ExamResult } from '@/contracts/api/exam';

/**
 * What this tab remembers of an attempt between its pages (sessionStorage, so a reload keeps it):
 * the rank held before the attempt (for the rank change) and the server's result once submitted
 * (a second /exam/v2/saveResult is refused, so the result page shows the first answer).
 */
const rankKey = (examId: number) => `exam:rank-before:${examId}`;
const resultKey = (attemptId: number) => `exam:result:${attemptId}`;
const inviterKey = (examId: number) => `exam:inviter:${examId}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the result page then falls back to the server's log.
  }
}

export const rememberRankBefore = (examId: number, rank: number | null) =>
  write(rankKey(examId), rank === null ? '' : String(rank));
export function rankBefore(examId: number): number | null {
  const v = read(rankKey(examId));
  return v ? Number(v) : null;
}
export const rememberResult = (result: ExamResult) =>
  write(resultKey(result.attemptId), JSON.stringify(result));
export function rememberedResult(attemptId: number): ExamResult | null {
  const v = read(resultKey(attemptId));
  try {
    return v ? (JSON.parse(v) as ExamResult) : null;
  } catch {
    return null;
  }
}

/**
 * The inviter of a share link, kept for this tab: a friend who opens the link, looks round the other
 * pages (or logs in) and signs up later still names the inviter. The link's own value wins.
 */
export function inviterFor(examId: number, fromLink: number | null): number | null {
  if (fromLink !== null) {
    write(inviterKey(examId), String(fromLink));
    return fromLink;
  }
  const v = Number(read(inviterKey(examId)));
  return Number.isInteger(v) && v > 0 ? v : null;
}
