import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while `enabled` and the page is visible: a hidden tab (another app in
 * front, the phone locked) asks the server nothing, and on coming back it asks at once, then on
 * the same beat. `tick` may change every render; the latest one runs.
 */
export function useVisibleInterval(tick: () => void, ms: number, enabled: boolean): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => tickRef.current(), ms);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      tickRef.current();
      start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, enabled]);
}
