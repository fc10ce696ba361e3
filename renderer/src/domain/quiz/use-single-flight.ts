import { useCallback, useRef, useState, type RefObject } from 'react';

export type SingleFlight = {
  pending: boolean;
  /** True from the tap until the action settles, before React re-renders (timers read it, e.g. a retry). */
  busy: RefObject<boolean>;
  run: (action: () => Promise<void>) => Promise<void>;
};

/**
 * Runs one action at a time (sign-up, submit, claim, draw, withdrawal): a second tap while one is on
 * its way does nothing, and `pending` disables its button. A refused action was already toasted with
 * the server's message by the http client, so failures end quietly here.
 */
export function useSingleFlight(): SingleFlight {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } catch {
      // Toasted by the http client.
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, busy, run };
}
