import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEFAULT_PC_SITE_URL } from '../../renderer/src/contracts/sites';

/** The built app's PC site (build:web without VITE_PC_SITE_URL uses the default). */
const PC = (process.env.VITE_PC_SITE_URL || DEFAULT_PC_SITE_URL).replace(/\/+$/, '');

/** No internet here: the PC site answers with a tiny page of its own. */
async function fakePcSite(page: Page) {
  await page.route(`${PC}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>PC 站</title><h1>PC 站</h1>',
    }),
  );
}

test.describe('a desktop browser is sent to the PC site', () => {
  test('article detail → /articles/<id>?<query>', async ({ page }) => {
    await fakePcSite(page);
    await page.goto('/app/article/detail/123?from=share&x=1');
    await page.waitForURL(`${PC}/**`);
    expect(page.url()).toBe(`${PC}/articles/123?from=share&x=1`);
    await expect(page.getByRole('heading', { name: 'PC 站' })).toBeVisible();
  });

  test('no query → no ?; absent optional param → no segment', async ({ page }) => {
    await fakePcSite(page);
    await page.goto('/app/v2/article/personal');
    await page.waitForURL(`${PC}/**`);
    expect(page.url()).toBe(`${PC}/create/detail/article`);
  });

  test('Q&A and keyword routes map to their PC paths', async ({ page }) => {
    await fakePcSite(page);
    await page.goto('/app/qa/detail/42');
    await page.waitForURL(`${PC}/**`);
    expect(page.url()).toBe(`${PC}/taxcircle/42`);
    await page.goto('/app/v1/article/word?keyword=abc');
    await page.waitForURL(`${PC}/articles/word**`);
    expect(page.url()).toBe(`${PC}/articles/word?keyword=abc`);
  });

  test('a route without a PC URL stays in the app with its title', async ({ page }) => {
    await fakePcSite(page);
    await page.goto('/app/calculator');
    await expect(page).toHaveTitle('个税计算器');
    expect(new URL(page.url()).pathname).toBe('/app/calculator');
  });
});
