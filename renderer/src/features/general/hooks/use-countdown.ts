import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start(n)` counts n down to 0, one per second; `reset()` stops it at once. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; reset: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  const reset = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, reset };
}
