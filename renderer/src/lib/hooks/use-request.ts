import { startTransition, useCallback, useEffect, useState } from 'react';

export type RequestState<T> = {
  /** The answer for the current `key` (never a previous key's: a kept-alive page shows no stale item). */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after an error, or to refresh), keeping the current data on screen meanwhile. */
  reload: () => void;
};

type Loaded<T> = { key: string; data?: T; error: unknown; loading: boolean };

/**
 * Runs `load` when the page mounts and whenever `key` changes (e.g. the route's id), keeping the
 * latest answer only: a slow answer for an id the user already left is dropped.
 */
export function useRequest<T>(load: () => Promise<T>, key: string): RequestState<T> {
  const [state, setState] = useState<Loaded<T>>({ key, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({
      key,
      data: s.key === key ? s.data : undefined,
      error: null,
      loading: true,
    }));
    load().then(
      // A transition: the answer renders in slices between which the phone stays responsive.
      (data) =>
        current && startTransition(() => setState({ key, data, error: null, loading: false })),
      (error: unknown) => current && setState({ key, error, loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : null,
    loading: fresh ? state.loading : true,
    reload,
  };
}
