import type { Page } from '@playwright/test';
import type { AppSession } from '../../../simulator/testing';

/** The page's next loads start signed in as `user` (the app keeps its token in sessionStorage). */
export async function signInPage(page: Page, user: AppSession): Promise<void> {
  await page.addInitScript((token) => sessionStorage.setItem('token', token), user.token);
}
