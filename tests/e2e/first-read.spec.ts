import type { Page, Request } from '@playwright/test';
import { articleDraftsEndpoint } from '../../renderer/src/contracts/api/article';
import { examInviteEndpoint } from '../../renderer/src/contracts/api/exam';
import { seedPhone } from '../../simulator/api/seed/users';
import type { MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

/** The API reads a page sends for `path` (fetch or XHR), by path and query under /api-mock. */
function readsOf(page: Page, path: string): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname + url.search === `/api-mock${path}`) reads.push(request);
  });
  return reads;
}

/** A draft of the seeded author (its title and preview token), as the author's draft list gives it. */
async function authorDraft(mockApi: MockApi): Promise<{ title: string; previewToken: string }> {
  // The simulator's native session signs the author in without an SMS (other specs may be sending one).
  const author = await mockApi.signIn(seedPhone(22));
  const draft = (await author.call(articleDraftsEndpoint))[0];
  if (!draft) throw new Error('the mock API has no draft to preview');
  return draft;
}

test.describe('深链首读（index.html 先行请求页面数据）', () => {
  test('an article opened from a link asks the server once, and shows the article', async ({
    page,
  }) => {
    const reads = readsOf(page, '/article/detail/1');
    await page.goto('/app/article/detail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    // Sent by index.html's script (fetch) before the app's code ran; the app's request took it.
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  test('the mall opened from a link asks for its first goods page once', async ({ page }) => {
    const reads = readsOf(page, '/integral/goods/list?page=1&size=20&sort=default');
    await page.goto('/app/integral/mall');
    await expect(page.locator('.mall-card').first()).toBeVisible();
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  for (const route of ['/app/article/preview', '/app/v3/article/preview']) {
    test(`a draft's preview link (${route}) asks the server once, by the early read, and shows the draft`, async ({
      page,
      mockApi,
    }) => {
      const draft = await authorDraft(mockApi);
      const reads = readsOf(page, `/article/preview?token=${draft.previewToken}`);
      await page.goto(`${route}?token=${draft.previewToken}&from=share`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
      await expect(page.getByTestId('article-body')).not.toBeEmpty();
      await expect(page.getByText('预览模式：内容仅作者可见，发布后读者才能看到')).toBeVisible();
      expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
    });
  }

  test('the exam home opened from an invitation link asks for the campaign once, by a POST sent early', async ({
    page,
    mockApi,
  }) => {
    const inviter = await mockApi.newUser();
    const { inviteUserId } = await inviter.call(examInviteEndpoint, {
      params: { examId: 5, type: 2 },
    });
    await signInPage(page, await mockApi.newUser());
    const reads = readsOf(page, '/exam/init');
    await page.goto(`/app/exam?examId=5&inviteUserId=${inviteUserId}`);
    await expect(page.getByRole('heading', { name: '我的状态：未报名' })).toBeVisible();
    await expect(page.getByText(/邀请您参加竞赛$/)).toBeVisible();
    // The props, asked for beside it, fill their place once in.
    await expect(page.getByRole('region', { name: '我的道具' }).getByRole('listitem')).toHaveCount(
      3,
    );
    expect(reads.map((r) => [r.resourceType(), r.method(), r.postDataJSON() as unknown])).toEqual([
      ['fetch', 'POST', { examId: 5, inviteUserId }],
    ]);
  });

  test('a preview link without a token, or with a wrong one, still lands on the empty page', async ({
    page,
  }) => {
    const previewReads: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api-mock/article/preview')
        previewReads.push(request);
    });
    await page.goto('/app/article/preview');
    await expect(page).toHaveURL(/\/app\/article\/empty$/);
    // No token in the address: nothing to read ahead, and the page asks nothing either.
    expect(previewReads).toEqual([]);

    const reads = readsOf(page, '/article/preview?token=abcdefgh12345678');
    await page.goto('/app/article/preview?token=abcdefgh12345678');
    await expect(page).toHaveURL(/\/app\/article\/empty$/);
    // The early 404 is the page's answer.
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  test('a missing article still lands on the empty page (the early 404 is the page’s answer)', async ({
    page,
  }) => {
    const reads = readsOf(page, '/article/share/999999');
    await page.goto('/app/article/share/999999');
    await expect(page).toHaveURL(/\/app\/article\/empty\/h5$/);
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });
});
