/** How long after `load` work that can wait starts: past the first screen's own requests and paint. */
const SETTLE_MS = 3000;

/** The browser's idle callback (at most `timeout` ms away), or the next task where there is none (older WebViews). */
export function whenIdle(run: () => void, win: Window = window, timeout = 5000): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(() => run(), { timeout });
  else win.setTimeout(run, 0);
}

/**
 * Runs `run` in an idle period a few seconds after the page loaded: for work the first screen does
 * not need (prefetches), so it never competes with that screen or with the first taps on it.
 */
export function afterFirstScreen(run: () => void, win: Window = window): void {
  const afterLoad = () => win.setTimeout(() => whenIdle(run, win), SETTLE_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
