import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchRankingReward } from '@/domain/quiz/redpack/withdraw-api';

/** The caller's ranking reward in `examId`, asked again when the user logs in or out. */
export function useRankingStanding(examId: number) {
  const token = useSessionStore((s) => s.token);
  return useRequest(() => fetchRankingReward(examId), `ranking:${examId}:${token ?? ''}`);
}
