import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';

/**
 * Points earned by reading (issue 20): a signed-in read of an article gives the points the mall's
 * 赚积分 entry promises, once per article and day, and the bill says why. Phone slot 2401 is this
 * spec's own, so the account starts with 0 points and no bill line.
 */

/** Signs the account in as the native app would, and hands its token to the page's session. */
async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
}

test('reading an article signed in earns 2 points once: the mall shows the balance, today’s progress and the bill line', async ({ page, request, phoneNumber }) => {
  await logIn(page, request, phoneNumber(2401));
  await page.goto('/app/article/detail/3');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  // A second view of the same article the same day earns nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto('/app/integral/mall');
  const points = page.getByRole('region', { name: '我的积分' });
  await expect(points.getByText('2', { exact: true })).toBeVisible();
  const reading = page.getByRole('navigation', { name: '赚积分' }).getByRole('link', { name: /^阅读文章/ });
  await expect(reading).toContainText('每篇2分，每日5篇');
  await expect(reading).toContainText('今日已得 2/10');

  await points.getByRole('link', { name: '收支明细' }).click();
  const rows = page.getByRole('list', { name: '收支明细' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`阅读文章《${title}》`);
  await expect(rows.first().getByText('+2')).toBeVisible();
});
