import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown: `start()` sets it to `from` and ticks down once a second to 0;
 * `reset()` stops it at 0 at once: the code button is re-enabled when sending fails
 * (docs/product.md「账号与登录」).
 */
export function useCountdown(from: number) {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setSeconds(from);
    timer.current = setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) {
          stop();
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  }, [from, stop]);

  const reset = useCallback(() => {
    stop();
    setSeconds(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, start, reset };
}
