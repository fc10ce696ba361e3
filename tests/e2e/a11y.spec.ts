import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { articleDraftsEndpoint } from '../../renderer/src/contracts/api/article';
import type { MockApi } from '../../simulator/testing';
import { expect, test } from './support/shared-page';
import { LANDING_PAGES, landingUrl } from '../../renderer/build/landing-pages';

/**
 * Readable by everyone (README: Accessibility): axe-core finds no serious or critical violation on
 * any page people land on, nor on each area's main page (every area of renderer/src/features).
 * Contrast, names of controls and labels of inputs are what it mostly checks.
 */
const AREA_MAIN_PAGES = [
  '/app/v2/article/word?keyword=个税',
  '/app/qa/content',
  '/app/complain',
  '/app/invite',
  '/app/register',
  '/app/download',
  '/app/docs?id=1',
  '/app/exchange',
  '/app/delivery',
  '/app/contribute/add',
  '/app/live/list',
  '/app/live/series/detail/21',
  '/app/live/publicize',
  '/app/live/mine',
  '/app/live/detail/1',
  '/app/exam?examId=5',
  '/app/exam/rank?examId=5',
  '/app/exam/lottery?examId=5',
  '/app/exam/invite?examId=5',
  '/app/exam/prizes?examId=5',
  // activities
  '/app/rescue',
  '/app/rescue/apply',
  '/app/rescue/success',
  '/app/consult',
  '/app/activity/2',
  '/app/throughtrain',
  '/app/essay',
  '/app/publicize',
  '/app/channel/coin',
  '/app/channel/success',
  '/app/no-such-page',
];

/** A draft's preview token, as its author gets it (the preview pages need one); once per worker. */
let previewTokenOnce: Promise<string> | undefined;
const previewToken = (mockApi: MockApi): Promise<string> =>
  (previewTokenOnce ??= fetchPreviewToken(mockApi));

async function fetchPreviewToken(mockApi: MockApi): Promise<string> {
  // The seeded author, signed in as the native app does (no SMS).
  const author = await mockApi.signIn('13800000022');
  const token = (await author.call(articleDraftsEndpoint))[0]?.previewToken;
  if (!token) throw new Error('the mock API has no draft to preview');
  return token;
}

/** The page once its data has arrived: the splash and every loading skeleton gone. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Rules Lighthouse's accessibility score weighs that axe rates below serious: zooming allowed, an
 * outline without skipped levels, links left links (no listitem role on them).
 */
const LIGHTHOUSE_RULES = new Set(['meta-viewport', 'heading-order', 'aria-allowed-role']);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LIGHTHOUSE_RULES.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe('axe-core: no serious or critical violation (nor what Lighthouse weighs)', () => {
  test('the splash, all a slow network shows until the scripts arrive', async ({ page }) => {
    // Held, never answered: the page stays on its splash, as on a slow network.
    await page.route('**/assets/*.js', () => undefined);
    try {
      // Not DOMContentLoaded: it waits for the module scripts, which never come.
      await page.goto('/app/home', { waitUntil: 'commit' });
      await expect(page.getByRole('status', { name: '加载中' })).toContainText('财税人的知识助手');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  const urls = [
    // Only the preview pages sign the author in.
    ...LANDING_PAGES.map((landing) => ({
      name: landing.url,
      url: async (mockApi: MockApi) =>
        landingUrl(
          landing,
          landing.url.includes('{previewToken}') ? await previewToken(mockApi) : '',
        ),
    })),
    ...AREA_MAIN_PAGES.map((url) => ({ name: url, url: async () => url })),
  ];
  for (const { name, url } of urls) {
    test(name, async ({ page, mockApi }) => {
      await page.goto(await url(mockApi));
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
