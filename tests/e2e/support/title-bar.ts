import { expect, type Page } from '@playwright/test';
import type { NativeAppSession } from '../../../simulator/bridge';

/**
 * The title the user sees: in the app, the native title bar (the bridge's last setTitle); in a
 * browser, the tab's title (document.title).
 */
export class TitleBar {
  constructor(
    private readonly page: Page,
    private readonly nativeApp: NativeAppSession | null,
  ) {}

  async text(): Promise<string> {
    return this.nativeApp ? this.nativeApp.title : this.page.title();
  }

  async expectText(title: string): Promise<void> {
    await expect.poll(() => this.text()).toBe(title);
  }
}
