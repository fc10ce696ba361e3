import { useCallback, useEffect, useRef, useState } from 'react';
import type { HostState, PanelHost } from '../../host-contract';

/**
 * The host's state, re-read whenever the host says it changed. Reads overlap when changes come
 * quickly (a navigation, then the page's title): only a newer read than the one shown replaces
 * it, or a slow older answer would bring back the last page's title.
 */
export function useHostState(host: PanelHost): {
  state: HostState | null;
  error: string | null;
  refresh: () => void;
} {
  const [state, setState] = useState<HostState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const shown = useRef(0);
  const refresh = useCallback(() => {
    const seq = ++asked.current;
    host.getState().then(
      (next) => {
        if (seq < shown.current) return;
        shown.current = seq;
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
