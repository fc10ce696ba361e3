import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import {
  ROUTE_MANIFEST,
  type RouteManifestEntry,
} from '../../renderer/src/contracts/route-manifest';

/** Sample values for the route params (id, url, form), taken from the seeded mock API. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  url: encodeURIComponent('/files/sample.pdf'),
  form: 'month',
};
const NOT_FOUND_TITLE = '页面不存在';

/** A concrete URL for a route pattern: every param (optional ones too) gets its sample value. */
function sampleUrl(fullPath: string): string {
  return fullPath.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');
}

const byPath = new Map(ROUTE_MANIFEST.map((r) => [r.fullPath, r]));
const landing = (route: RouteManifestEntry) =>
  route.redirect ? byPath.get(route.redirect) : route;

type TitledWindow = Window & { __titles?: string[] };

/**
 * Records every document title the page takes. A page may move on by itself once its data says
 * so (a preview without a preview token goes to 文章不存在): the route's own title is what the
 * guard set when the route resolved.
 */
function recordTitles() {
  const w = window as TitledWindow;
  w.__titles = [];
  new MutationObserver(() => {
    if (w.__titles?.at(-1) !== document.title) w.__titles?.push(document.title);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The page is the worker's own (support/shared-page.ts): its recorder is installed once. */
const recording = new WeakSet<Page>();

test.describe('every route of the table resolves to its page', () => {
  test.beforeEach(async ({ page }) => {
    if (recording.has(page)) return;
    recording.add(page);
    await page.addInitScript(recordTitles);
  });

  test('the table is complete enough to test', () => {
    expect(ROUTE_MANIFEST.length).toBeGreaterThan(100);
  });

  for (const route of ROUTE_MANIFEST) {
    test(`${route.fullPath} → ${route.title}`, async ({ page }) => {
      const target = landing(route);
      expect(target, `redirect target of ${route.fullPath}`).toBeDefined();
      await page.goto(`/app${sampleUrl(route.fullPath)}`);
      if (route.redirect) await expect(page).toHaveURL(new RegExp(`/app${route.redirect}$`));
      const titles = () => page.evaluate(() => (window as TitledWindow).__titles ?? []);
      await expect.poll(titles).toContain(target?.title);
      expect(await titles()).not.toContain(NOT_FOUND_TITLE);
      await expect(page.getByText('您访问的页面不存在或已被移除')).toHaveCount(0);
    });
  }

  test('an unknown path shows the 404 page titled 页面不存在', async ({ page }) => {
    await page.goto('/app/no/such/page');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  });
});
