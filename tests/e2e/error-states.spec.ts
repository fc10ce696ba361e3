import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';
import { recordToasts, toastsShown } from './support/toast';

test.describe('a malformed id in the address shows the resource-missing page, and nothing else', () => {
  for (const [path, missing, title] of [
    ['/news/detail/abc', /\/app\/empty$/, '资源不存在'],
    ['/news/list/1', /\/app\/empty$/, '资源不存在'],
    ['/article/detail/x', /\/app\/article\/empty$/, '文章不存在'],
  ] as const) {
    test(`${path}: ${title}, with no toast of the server's validation message`, async ({
      page,
    }) => {
      await recordToasts(page);
      const refused = page.waitForResponse(
        (r) => r.url().includes('/api-mock/') && r.status() === 400,
      );
      await page.goto(`/app${path}`);
      await refused;
      await expect(page).toHaveURL(missing);
      const state = page.getByRole('region', { name: title });
      await expect(state).toBeVisible();
      await expect(page.getByText(/类型错误|期号格式不正确/)).toHaveCount(0);
      // Going on from there: a toast of the refusal would have shown by now, and stays recorded.
      await state.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/app\/home$/);
      await expect(page.getByRole('navigation', { name: '常用功能' })).toBeVisible();
      expect(await toastsShown(page)).toEqual([]);
    });
  }
});

test.describe('a page that needs a login says so in the words that fit', () => {
  for (const path of ['/integral/record', '/integral/exchange', '/member/card/1']) {
    test(`${path}: a visitor who never logged in is asked to log in, not told the login expired`, async ({
      page,
    }) => {
      await page.goto(`/app${path}`);
      const prompt = page.getByRole('region', { name: '请先登录' });
      await expect(prompt.getByText('登录后查看', { exact: true })).toBeVisible();
      await expect(page.getByText(/登录已过期/)).toHaveCount(0);
      await prompt.getByRole('button', { name: '登录' }).click();
      await expect(page).toHaveURL(/\/app\/mine$/);
    });
  }

  test('a token the server refuses says the login expired', async ({ page, mockApi }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await page.goto('/app/mine');
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    // The login expires while the app is open: the next page's requests carry the token, refused.
    await mockApi.expireTokens({ body: { token: user.token } });
    await page.getByRole('link', { name: '兑换记录' }).click();
    await expect(page).toHaveURL(/\/app\/integral\/record$/);
    await expect(
      page.getByRole('region', { name: '请先登录' }).getByText('登录已过期，请重新登录后查看'),
    ).toBeVisible();
  });
});

test.describe('error states speak to users', () => {
  for (const id of ['2025-12', '1']) {
    test(`/news/list/${id} (a malformed issue id) goes to 资源不存在, without a validation message or 重试`, async ({
      page,
    }) => {
      await page.goto(`/app/news/list/${id}`);
      await expect(page).toHaveURL(/\/app\/empty$/);
      await expect(page.getByRole('region', { name: '资源不存在' })).toBeVisible();
      await expect(page.getByText(/类型错误|期号格式不正确/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    });
  }

  test('/article/detail/abc goes to 文章不存在', async ({ page }) => {
    await page.goto('/app/article/detail/abc');
    await expect(page).toHaveURL(/\/app\/article\/empty$/);
    await expect(page.getByRole('region', { name: '文章不存在' })).toBeVisible();
  });

  test("someone else's answer (/qa/edit/1) says what the user can do, offers 返回, no 重试 and no toast", async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    const refused = page.waitForResponse(
      (r) => r.url().includes('/qa/answer/1') && r.status() === 403,
    );
    await page.goto('/app/qa/edit/1');
    await refused;
    const refusal = page.getByRole('region', { name: '暂无权限' });
    await expect(refusal.getByText(/只有回答的作者可以编辑这条回答/)).toBeVisible();
    await expect(refusal.getByRole('button', { name: '重试' })).toHaveCount(0);
    // A 403 is only logged; the page's own state says it (docs/product.md「错误与提示」).
    await expect(page.getByRole('alert')).toHaveCount(0);
    await refusal.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});
