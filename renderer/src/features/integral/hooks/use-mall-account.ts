import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MallAccount } from '@/contracts/api/mall';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchMallAccount } from '../api/mall-api';

/**
 * The logged-in user's balance, loaded again whenever the kept-alive page `path` is shown again
 * (after an exchange elsewhere the old balance would mislead). `set` applies a known new value.
 */
export function useMallAccount(path: string) {
  const token = useSessionStore((s) => s.token);
  const visible = useLocation().pathname === path;
  const [visits, setVisits] = useState(0);
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) setVisits((n) => n + 1);
    wasVisible.current = visible;
  }, [visible]);
  const request = useRequest(
    () => (token ? fetchMallAccount() : Promise.resolve(undefined)),
    `${token ?? ''}:${visits}`,
  );
  const [override, setOverride] = useState<{ key: number; account: MallAccount } | null>(null);
  const account = override?.key === visits && request.data ? override.account : request.data;
  return {
    loggedIn: Boolean(token),
    account,
    error: request.error,
    reload: () => {
      setOverride(null);
      request.reload();
    },
    set: (next: MallAccount) => setOverride({ key: visits, account: next }),
  };
}
