/**
 * When a phone's page has come to rest. The app redirects once its code has run (desktops to the PC
 * site, guarded pages to login), and that can come after its network is already idle: network idle
 * alone reports the URL the phone was sent to, not the one it ends on. A page is settled when, after
 * network idle, a quiet spell of the page's own clock passes with no navigation. The spell is a
 * timer set in the page, so any timer the page set before it (a delayed redirect) fires first.
 */
import type { Page, Request } from 'playwright';

/** The quiet spell, in the page's time: longer than any redirect delay the app's boot has. */
const QUIET_SPELL_MS = 1000;
/** A redirect chain longer than this is a loop: report where it is. */
const MAX_HOPS = 5;

/** Resolves once `page` stays where it is, or after `timeoutMs` (then it is reported as it is). */
export async function waitUntilSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let hop = 0; hop <= MAX_HOPS && !page.isClosed(); hop++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    await page.waitForLoadState('networkidle', { timeout: remaining }).catch(() => undefined);
    if (await stayedThroughQuietSpell(page)) return;
  }
}

async function stayedThroughQuietSpell(page: Page): Promise<boolean> {
  let navigated = false;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigated = true;
  };
  page.on('request', onRequest);
  try {
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), QUIET_SPELL_MS);
    return !navigated;
  } catch {
    // The page navigated while the spell ran (its context is gone) or closed.
    return false;
  } finally {
    page.off('request', onRequest);
  }
}
