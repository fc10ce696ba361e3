import { expect, type Page } from '@playwright/test';

/** The app's toast (antd-mobile's, spec §8): a short message over the page. */
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
