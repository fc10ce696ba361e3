import type { TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { latestSmsCode } from './support/login-overlay';
import { E2E_API_PORT } from '../../playwright.config';

const API = `http://127.0.0.1:${E2E_API_PORT}`;

/** A number of its own per test and retry: the mock API allows one code per number per 60 s. */
function phoneFor(testInfo: TestInfo, slot: number): string {
  const serial = `${testInfo.retry}${testInfo.workerIndex % 10}${String(slot).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
  return `136${serial}`;
}

test.describe('error states speak to users (issue 13.6)', () => {
  for (const id of ['2025-12', '1']) {
    test(`/news/list/${id} (a malformed issue id) goes to 资源不存在, without a validation message or 重试`, async ({ page }) => {
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

  test("someone else's answer (/qa/edit/1) says what the user can do, offers 返回, no 重试 and no toast", async ({ page, request }, testInfo) => {
    const phone = phoneFor(testInfo, 2);
    await request.post(`${API}/sms/send`, { data: { phone, type: 2 } });
    const login = await request.post(`${API}/api/auth/login`, { data: { username: phone, password: await latestSmsCode(request, phone) } });
    const { data } = (await login.json()) as { data: { token: string } };
    await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
    const refused = page.waitForResponse((r) => r.url().includes('/qa/answer/1') && r.status() === 403);
    await page.goto('/app/qa/edit/1');
    await refused;
    const refusal = page.getByRole('region', { name: '暂无权限' });
    await expect(refusal.getByText(/只有回答的作者可以编辑这条回答/)).toBeVisible();
    await expect(refusal.getByRole('button', { name: '重试' })).toHaveCount(0);
    // Spec §8: a 403 is only logged; the page's own state says it.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await refusal.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});
