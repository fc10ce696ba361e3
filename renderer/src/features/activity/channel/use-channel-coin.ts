import { useCallback, useRef, useState } from 'react';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { claimChannelCoin, fetchChannelCoin } from '../api/channel-api';

/**
 * The channel's gift for the current account, and its claim: one at a time; on success the caller
 * goes to the success page (which reads the claim back from the server), on a refusal it reloads.
 */
export function useChannelCoin(channel: string | null, onClaimed: () => void) {
  const token = useSessionStore((s) => s.token);
  const request = useRequest(() => fetchChannelCoin(channel), `${channel ?? ''}:${token ?? ''}`);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { reload, data } = request;

  const claim = useCallback(async () => {
    if (busy.current || !data) return;
    busy.current = true;
    setPending(true);
    try {
      if (!(await ensureLoggedIn())) return;
      await claimChannelCoin(data.channel);
      onClaimed();
    } catch {
      // 您已领取过新人金币 / 活动已结束 were toasted with the server's msg.
      reload();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [data, onClaimed, reload]);

  return { ...request, pending, claim };
}
