import { useEffect, useRef, useState } from 'react';
import { msToNextTick, secondsLeft, type DeadlineSync } from './deadline';

const monotonicNow = (): number => performance.now();

/** Pairs a server answer with the page's clock at its arrival (call it when the answer arrives). */
export function syncDeadline(deadlineAt: number, serverNow: number): DeadlineSync {
  return { deadlineAt, serverNow, receivedAt: monotonicNow() };
}

type Options = {
  /** Called once when the time is up (not again until a new sync). */
  onExpire?: () => void;
  /** Called when the page becomes visible again: ask the server for a fresh deadline there. */
  onVisible?: () => void;
};

/**
 * Seconds left until a server deadline (null: no clock running). Ticks on each whole second, and
 * recomputes at once when the page becomes visible again (a background tab's timers are throttled).
 */
export function useDeadlineCountdown(
  sync: DeadlineSync | null,
  { onExpire, onVisible }: Options = {},
): number | null {
  const [seconds, setSeconds] = useState<number | null>(() =>
    sync ? secondsLeft(sync, monotonicNow()) : null,
  );
  const callbacks = useRef({ onExpire, onVisible });
  callbacks.current = { onExpire, onVisible };

  useEffect(() => {
    if (!sync) {
      setSeconds(null);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let expired = false;
    const tick = () => {
      clearTimeout(timer);
      const now = monotonicNow();
      const left = secondsLeft(sync, now);
      setSeconds(left);
      if (left <= 0) {
        if (!expired) {
          expired = true;
          callbacks.current.onExpire?.();
        }
        return;
      }
      timer = setTimeout(tick, msToNextTick(sync, now));
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      tick();
      callbacks.current.onVisible?.();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sync]);

  return seconds;
}
