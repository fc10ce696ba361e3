import { useCallback, useRef, useState } from 'react';
import type { ConsultCoupon } from '@/contracts/api/consult';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { claimConsultCoupon, fetchConsultCoupon } from '../api/consult-api';

/**
 * The coupon as the server states it, and its claim: one at a time (pending until the server
 * answers), then the state comes from the server's answer, or from a reload after a refusal.
 */
export function useConsultCoupon() {
  const token = useSessionStore((s) => s.token);
  const request = useRequest(fetchConsultCoupon, token ? `user:${token}` : 'visitor');
  const [claimed, setClaimed] = useState<{ token: string | null; coupon: ConsultCoupon } | null>(
    null,
  );
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { reload } = request;

  const claim = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      if (!(await ensureLoggedIn())) return;
      const coupon = await claimConsultCoupon();
      setClaimed({ token: useSessionStore.getState().token, coupon });
      showSuccess('领取成功');
    } catch {
      // 您已领取过… / 已领完 were toasted with the server's msg; the reload shows where the user stands.
      setClaimed(null);
      reload();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [reload]);

  // The claim's answer is the newest state, for the account that claimed only.
  const data = claimed && claimed.token === token ? claimed.coupon : request.data;
  return { ...request, data, pending, claim };
}
