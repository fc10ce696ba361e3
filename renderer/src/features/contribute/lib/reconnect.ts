/** What `watchReconnect` listens on for the browser's 'online' (the window in the app). */
export type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Waits for the server to answer again: asks at once when the browser says it is back online, and
 * every `retryMs` meanwhile (a server out of reach while the phone has a network fires no event).
 * One question at a time; the first answer ends the watch and calls `onBack` once. Answers a stop.
 */
export function watchReconnect(
  probe: () => Promise<unknown>,
  onBack: () => void,
  retryMs: number,
  events: OnlineEvents = window,
): () => void {
  let stopped = false;
  let asking = false;
  const ask = () => {
    if (stopped || asking) return;
    asking = true;
    probe().then(
      () => {
        asking = false;
        if (stopped) return;
        stop();
        onBack();
      },
      () => {
        asking = false;
      },
    );
  };
  const timer = setInterval(ask, retryMs);
  events.addEventListener('online', ask);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    events.removeEventListener('online', ask);
  };
  return stop;
}
