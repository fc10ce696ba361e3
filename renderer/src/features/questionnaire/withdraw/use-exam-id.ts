import { useSearchParams } from 'react-router';
import { useSessionStore } from '@/stores/session-store';

/**
 * The exam these pages are about: `?examId=` when a link names one (the reward of an exam that has
 * ended), else the session's current exam (spec §3, default 5). The session's exam is left as it is.
 */
export function useExamId(): number {
  const [params] = useSearchParams();
  const current = useSessionStore((s) => s.examId);
  const fromLink = Number(params.get('examId'));
  return Number.isInteger(fromLink) && fromLink > 0 ? fromLink : current;
}

/** A path of this area for one exam, so the next page shows the same exam's money. */
export const examPath = (path: string, examId: number): string => `${path}?examId=${examId}`;
