import { articleDetailEndpoint } from '../../renderer/src/contracts/api/article';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations } from './support/member-session';

/**
 * 我的收藏 (docs/product.md「账号与登录」): an article collected on its detail page is on 我的 →
 * 我的收藏, and leaves it once un-collected.
 */
test('collect an article, find it on 我的 → 我的收藏, un-collect it and it is gone; axe finds nothing serious', async ({
  page,
  mockApi,
}) => {
  // A number no one has used: the account starts with no collect.
  const { phone } = await mockApi.newPhoneNumber();
  // The article's title, read as another user would (the detail is the same for everyone).
  const reader = await mockApi.newUser();
  const article = await reader.call(articleDetailEndpoint, { params: { id: 5 } });

  await page.goto('/app/home');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const overlay = new LoginOverlay(page);
  await expect(overlay.dialog).toBeVisible();
  await overlay.signInWith(mockApi, phone);

  // Logged in, nothing collected yet: the honest empty state, with a way to the articles.
  await page.goto('/app/mine/favorites');
  await expect(page).toHaveTitle('我的收藏');
  await expect(page.getByText('暂无收藏')).toBeVisible();
  await expect(page.getByRole('link', { name: '去看文章' })).toBeVisible();

  await page.goto('/app/article/detail/5');
  await page.getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByRole('button', { name: /^已收藏/ })).toBeVisible();

  await page.goto('/app/mine');
  await page
    .getByRole('navigation', { name: '我的服务' })
    .getByRole('link', { name: '我的收藏' })
    .click();
  await expect(page).toHaveURL(/\/app\/mine\/favorites$/);
  const card = page.getByRole('link', { name: new RegExp(article.title.slice(0, 10)) });
  await expect(card).toBeVisible();
  await expect(page.getByText('共 1 篇收藏')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.click();
  await expect(page).toHaveURL(/\/app\/article\/detail\/5$/);
  await page.getByRole('button', { name: /^已收藏/ }).click();
  await expect(page.getByRole('button', { name: /^收藏/ })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/app\/mine\/favorites$/);
  await expect(page.getByText('暂无收藏')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('asks a logged-out visitor to log in', async ({ page }) => {
  await page.goto('/app/mine/favorites');
  await expect(page.getByText('请先登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
