import type { Page } from '@playwright/test';
import { articleDraftsEndpoint } from '../../renderer/src/contracts/api/article';
import { seedPhone } from '../../simulator/api/seed/users';
import { expect, test } from './support/fixtures';

/** A phone browser without Web Share (as most in-app-less Android browsers): sharing copies the link. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    // The simulator's phones have Web Share, as real ones do (an own property): this one has none.
    delete (navigator as Partial<Navigator>).share;
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

const articleHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('文章', () => {
  test('home feed → article detail → share copies the share-path link', async ({
    page,
    phone,
    baseURL,
  }) => {
    await withoutWebShare(page);
    await page.goto('/app/home');
    const first = page.locator('.home-feeds a[href^="/app/article/detail/"]').first();
    await expect(first).toBeVisible();
    const title = (await first.locator('h2').textContent()) ?? '';
    await first.click();

    await expect(page).toHaveURL(/\/app\/article\/detail\/(\d+)$/);
    const id = /\/article\/detail\/(\d+)$/.exec(page.url())?.[1];
    await expect(articleHeading(page)).toHaveText(title);
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();

    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    // The route's sharePath (/article/share) plus its :id, under /app.
    // The phone's own clipboard, which the page wrote to.
    expect(phone.clipboardText()).toBe(`${baseURL}/app/article/share/${id}`);
  });

  test('a missing article goes to 文章不存在, the h5 one for share links', async ({ page }) => {
    await page.goto('/app/article/detail/999999');
    await expect(page).toHaveURL(/\/app\/article\/empty$/);
    await expect(page).toHaveTitle('文章不存在');
    await expect(page.getByText('文章不存在').first()).toBeVisible();

    await page.goto('/app/v1/article/share/999999');
    await expect(page).toHaveURL(/\/app\/article\/empty\/h5$/);
    await expect(page).toHaveTitle('文章不存在');
    await expect(page.getByRole('link', { name: '在APP中打开' })).toBeVisible();

    // v2 with its optional id left out names no article at all.
    await page.goto('/app/v2/article/detail');
    await expect(page).toHaveURL(/\/app\/article\/empty$/);
  });

  test('the body is sanitised: no script, no event handler, nothing ran', async ({ page }) => {
    await page.goto('/app/article/detail/3');
    const body = page.getByTestId('article-body');
    await expect(body.locator('table').first()).toBeVisible();
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xssRan?: boolean }).__xssRan),
    ).toBeUndefined();
  });

  test('a document number in the text opens the article that publishes it', async ({ page }) => {
    await page.goto('/app/article/detail/2');
    const link = page
      .getByTestId('article-body')
      .getByRole('link', { name: '财税〔2019〕13号' })
      .first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/app\/article\/detail\/1$/);
    await expect(articleHeading(page)).toContainText('【政策原文】');
  });

  test('a share landing offers the app, and the in-app personal route has no H5 title bar', async ({
    page,
  }) => {
    await page.goto('/app/article/share/5');
    await expect(articleHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: '在APP中打开' })).toHaveAttribute(
      'href',
      '/app/app/download',
    );
    await expect(page.getByRole('link', { name: /下载APP/ })).toBeVisible();

    await page.goto('/app/v2/article/personal/app/217');
    await expect(articleHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    await page.goto('/app/v2/article/personal/217');
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(1);
  });

  test('the home search opens the keyword articles', async ({ page }) => {
    await page.goto('/app/home');
    const box = page.getByRole('searchbox');
    await box.fill('年终奖');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/app\/v2\/article\/word\?keyword=/);
    await expect(page.getByText(/共 \d+ 篇相关文章/)).toBeVisible();
    await expect(page.locator('a.article-card').first()).toContainText('年终奖');
  });
});

test('an author previews a draft by its preview link; a wrong link is 文章不存在', async ({
  page,
  mockApi,
}) => {
  // The author's drafts come from the API, as the contribution area lists them. The simulator's
  // native session signs the seeded author in without an SMS.
  const author = await mockApi.signIn(seedPhone(22));
  const draft = (await author.call(articleDraftsEndpoint))[0];
  expect(draft).toBeDefined();

  await page.goto(`/app/v3/article/preview?token=${draft?.previewToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft?.title ?? '');
  await expect(page.getByText('预览模式：内容仅作者可见，发布后读者才能看到')).toBeVisible();

  await page.goto('/app/article/preview?token=abcdefgh12345678');
  await expect(page).toHaveURL(/\/app\/article\/empty$/);
});
