import { useCallback, useRef, useState } from 'react';
import type { MemberCenter, MemberPlan } from '@/contracts/api/member';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { fetchMemberCenter, fetchMemberPlans, startMemberTrial } from '../api/member-api';

/** What the three centre layouts show: `center` is null for a visitor who has not logged in. */
export type MemberCenterData = { center: MemberCenter | null; plans: MemberPlan[] };

async function loadCenter(loggedIn: boolean): Promise<MemberCenterData> {
  if (!loggedIn) return { center: null, plans: await fetchMemberPlans() };
  const center = await fetchMemberCenter();
  return { center, plans: center.plans };
}

/**
 * The member centre's one data source (for /member/center, /v2 and /v3): the user's membership,
 * or the plans alone before login, and the free trial with its pending flag.
 */
export function useMemberCenter() {
  const token = useSessionStore((s) => s.token);
  const request = useRequest(() => loadCenter(Boolean(token)), token ? `user:${token}` : 'visitor');
  const [trialPending, setTrialPending] = useState(false);
  const pending = useRef(false);
  const { reload } = request;

  const startTrial = useCallback(async () => {
    // A ref, not the state, guards re-entry: two taps before React re-renders must not send two requests.
    if (pending.current) return;
    pending.current = true;
    setTrialPending(true);
    try {
      if (!(await ensureLoggedIn())) return;
      const result = await startMemberTrial();
      showSuccess(`已开通${result.levelName}试用`);
      reload();
    } catch {
      // The http layer has shown the server's msg (e.g. 您已使用过会员试用); the page stays as it was.
    } finally {
      pending.current = false;
      setTrialPending(false);
    }
  }, [reload]);

  return { ...request, trialPending, startTrial };
}
