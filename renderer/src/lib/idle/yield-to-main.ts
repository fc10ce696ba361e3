/** The part of the Prioritized Task Scheduling API used here (not in TypeScript's DOM types yet). */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task; the promise resolves in a new one, so the browser may paint and answer a
 * tap in between. `scheduler.yield()` resumes ahead of other queued tasks where the browser has it;
 * elsewhere (Safari, older WebViews) a zero timeout.
 */
export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
