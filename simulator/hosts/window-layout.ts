/** Headed Chromium: phone windows side by side, each sized to its phone (DevTools protocol). */
import type { BrowserContext, Page } from 'playwright';

/** Room the browser's own window chrome takes around the page (tab strip, address bar, borders). */
const WINDOW_CHROME = { width: 16, height: 110 } as const;
const GAP = 12;

/**
 * Moves the page's window to `left` and sizes it to the page's viewport.
 * @returns the x where the next window may start. Best effort: a browser without the Browser domain leaves windows where they are.
 */
export async function placeWindow(
  context: BrowserContext,
  page: Page,
  left: number,
): Promise<number> {
  const viewport = page.viewportSize() ?? { width: 1100, height: 800 };
  const width = viewport.width + WINDOW_CHROME.width;
  try {
    const cdp = await context.newCDPSession(page);
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', {
      windowId,
      bounds: { left, top: 0, width, height: viewport.height + WINDOW_CHROME.height },
    });
    await cdp.detach();
  } catch {
    // Headless, or a Chromium that refuses: nothing to arrange.
  }
  return left + width + GAP;
}
