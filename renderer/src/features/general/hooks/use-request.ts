import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after an error, or to refresh). */
  reload: () => void;
};

/**
 * Runs `load` when the page mounts and whenever `key` changes (e.g. the route's id), keeping the
 * latest answer only: a slow answer for an id the user already left is dropped.
 */
export function useRequest<T>(load: () => Promise<T>, key: string): RequestState<T> {
  const [state, setState] = useState<{ data?: T; error: unknown; loading: boolean }>({ error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ data: s.data, error: null, loading: true }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
