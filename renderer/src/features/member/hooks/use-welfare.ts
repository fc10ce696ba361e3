import { useCallback, useRef, useState } from 'react';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { claimWelfare, fetchWelfare } from '../api/member-api';

/**
 * The benefits list for both welfare pages and the claim: one claim at a time, its id kept as
 * pending (the button disabled) until the server answers; then the list reloads from the server.
 */
export function useWelfare() {
  const token = useSessionStore((s) => s.token);
  const request = useRequest(fetchWelfare, token ? `user:${token}` : 'visitor');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);
  const { reload } = request;

  const claim = useCallback(
    async (id: number) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(id);
      try {
        if (!(await ensureLoggedIn())) return;
        const result = await claimWelfare(id);
        showSuccess(result.message);
      } catch {
        // The http layer has toasted the server's msg (您已领取过该福利, 福利已领完…).
      } finally {
        busy.current = false;
        setPendingId(null);
        reload();
      }
    },
    [reload],
  );

  return { ...request, pendingId, claim };
}
