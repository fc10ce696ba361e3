import type { ExamResult } from '@/contracts/api/exam';

/**
 * What this tab remembers of an attempt between its pages (sessionStorage, so a reload keeps it):
 * the rank held before the attempt (for the rank change) and the server's result once submitted
 * (a second /exam/v2/saveResult is refused, so the result page shows the first answer).
 */
const rankKey = (examId: number) => `exam:rank-before:${examId}`;
const resultKey = (attemptId: number) => `exam:result:${attemptId}`;

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

export const rememberRankBefore = (examId: number, rank: number | null) => write(rankKey(examId), rank === null ? '' : String(rank));
export function rankBefore(examId: number): number | null {
  const v = read(rankKey(examId));
  return v ? Number(v) : null;
}
export const rememberResult = (result: ExamResult) => write(resultKey(result.attemptId), JSON.stringify(result));
export function rememberedResult(attemptId: number): ExamResult | null {
  const v = read(resultKey(attemptId));
  try {
    return v ? (JSON.parse(v) as ExamResult) : null;
  } catch {
    return null;
  }
}
