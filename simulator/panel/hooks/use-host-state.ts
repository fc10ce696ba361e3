import { useCallback, useEffect, useState } from 'react';
import type { HostState, PanelHost } from '../../host-contract';

/** The host's state, re-read whenever the host says it changed. */
export function useHostState(host: PanelHost): {
  state: HostState | null;
  error: string | null;
  refresh: () => void;
} {
  const [state, setState] = useState<HostState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    host.getState().then(
      (next) => {
        setState(next);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [host]);
  useEffect(() => {
    refresh();
    return host.subscribe((event) => {
      if (event.type === 'state') refresh();
    });
  }, [host, refresh]);
  return { state, error, refresh };
}
