/**
 * A phone's title as it changes: the page tells the host the moment its document title changes
 * (a single-page app sets it after each route renders, long after the navigation the host hears
 * of), so the native title bar and the panel follow at once instead of at the next other event.
 */
import type { BrowserContext } from 'playwright';

const TITLE_BINDING = '__simTitleChanged';

/** Watches the head for a changed `<title>` (its text or a new element) and reports each change. */
function titleWatchScript(binding: string): string {
  return `(() => {
  let last = null;
  const check = () => {
    if (document.title === last) return;
    last = document.title;
    const tell = window[${JSON.stringify(binding)}];
    if (typeof tell === 'function') tell(last);
  };
  const start = () => {
    check();
    new MutationObserver(check).observe(document.head || document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();`;
}

/** Calls `onChange` whenever a page of `context` changes its document title. */
export async function watchTitles(context: BrowserContext, onChange: () => void): Promise<void> {
  await context.exposeBinding(TITLE_BINDING, () => onChange());
  await context.addInitScript({ content: titleWatchScript(TITLE_BINDING) });
}
