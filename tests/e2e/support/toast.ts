import { expect, type Page } from '@playwright/test';

/** The app's toast (antd-mobile's): a short message over the page. */
export class Toast {
  constructor(private readonly page: Page) {}

  /** The toast showing `message` (exactly). */
  message(message: string) {
    return this.page.locator('.adm-toast-main').getByText(message, { exact: true });
  }

  async expectShown(message: string): Promise<void> {
    await expect(this.message(message)).toBeVisible();
  }
}

type ToastWindow = Window & { __toastsShown?: string[] };

/**
 * Records every toast the page shows from its first script on (antd-mobile's, or the bare one shown
 * when its code cannot load), so a test can say none was shown without watching for it at the
 * right moment. Call before `page.goto`; read with {@link toastsShown}.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as ToastWindow;
    w.__toastsShown = [];
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.adm-toast-main, body > [role="alert"]')) {
        if (seen.has(el) || !el.textContent) continue;
        seen.add(el);
        w.__toastsShown?.push(el.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The toasts the page showed since it opened (see {@link recordToasts}). */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ToastWindow).__toastsShown ?? []);
}
