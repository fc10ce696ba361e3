import { useCallback, useRef, useState } from 'react';
import type { EssayContest } from '@/contracts/api/essay';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { enterEssay, fetchEssayContest } from '../api/essay-api';

/** The contest for the current account, and entering a work: one at a time, the server's answer shown. */
export function useEssayContest() {
  const token = useSessionStore((s) => s.token);
  const key = token ? `user:${token}` : 'visitor';
  const request = useRequest(fetchEssayContest, key);
  const [answer, setAnswer] = useState<{ key: string; contest: EssayContest } | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);
  const { reload } = request;

  const enter = useCallback(
    async (contributionId: number) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(contributionId);
      try {
        setAnswer({ key, contest: await enterEssay(contributionId) });
        showSuccess('参赛成功');
      } catch {
        // 每人最多提交3篇… / 征稿已截止 were toasted with the server's msg.
        setAnswer(null);
        reload();
      } finally {
        busy.current = false;
        setPendingId(null);
      }
    },
    [key, reload],
  );

  const data = answer && answer.key === key ? answer.contest : request.data;
  return { ...request, data, pendingId, enter };
}
