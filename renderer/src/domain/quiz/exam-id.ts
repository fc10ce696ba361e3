import { useSearchParams } from 'react-router';
import { useSessionStore } from '@/stores/session-store';

/** A positive integer from a link's query value, else null. */
export function positiveIdOf(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The exam these pages are about (the exams' screens, the questionnaire's money pages): the link's
 * `?examId=` (a share link or the route), else the session's current exam (default 5; exam
 * info may have switched it to continueExamId, docs/product.md「考试与排名」). The session's exam is left as it is.
 */
export function useExamId(): number {
  const [params] = useSearchParams();
  const current = useSessionStore((s) => s.examId);
  return positiveIdOf(params.get('examId')) ?? current;
}

/** A path of this area for one exam, so the next page is about the same exam. */
export const examPath = (
  path: string,
  examId: number,
  extra: Record<string, string | number> = {},
): string => {
  const q = new URLSearchParams({ examId: String(examId) });
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  return `${path}?${q.toString()}`;
};
