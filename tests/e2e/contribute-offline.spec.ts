import type { Page } from '@playwright/test';
import { contributeDetailEndpoint } from '../../renderer/src/contracts/api/contribute';
import { saveWork } from './support/contribute-setup';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

/** Reopening the editor without a network: the phone's copy, said so, saved once the network is back. */

const title = (page: Page) => page.getByRole('textbox', { name: '标题', exact: true });
const saveStatus = (page: Page) => page.locator('.work-save-status');
/** Every call of the mock API, as the page sends it (through the app's /api-mock proxy). */
const API_CALLS = '**/api-mock/**';

test('reloading the editor offline opens the local copy with an offline notice, and saves it once when the network is back', async ({
  page,
  context,
  mockApi,
}) => {
  test.setTimeout(60_000);
  const writer = await mockApi.newUser();
  await signInPage(page, writer);
  const work = {
    title: '研发费用加计扣除的归集',
    category: 'practice' as const,
    tags: ['加计扣除'],
    contentHtml: '<p>研发费用加计扣除时人员人工费用与直接投入费用的归集口径与常见误区。</p>',
  };
  const id = await saveWork(writer, work);
  const serverTitle = async () =>
    (await writer.call(contributeDetailEndpoint, { params: { id } })).title;

  await page.goto(`/app/contribute/add/${id}`);
  await expect(title(page)).toHaveValue(work.title);

  // The network goes: the change stays on the phone.
  await page.route(API_CALLS, (route) => route.abort('internetdisconnected'));
  await title(page).fill(`${work.title}口径`);
  await expect(saveStatus(page)).toContainText('草稿已保存在本机，稍后自动重试');

  // Reloaded without a network: the editor opens from the phone's copy and says it is offline.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(title(page)).toHaveValue(`${work.title}口径`);
  await expect(page.getByRole('note').filter({ hasText: '网络不可用' })).toContainText(
    '已打开本机保存的草稿',
  );
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await context.setOffline(true);
  await title(page).fill(`${work.title}口径与误区`);
  await expect(saveStatus(page)).toContainText('已保存在本机');

  // The network is back: the work is saved to the server once, with every change.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/contribute/save'))
      saves.push((r.postDataJSON() as { title: string }).title);
  });
  await page.unroute(API_CALLS);
  await context.setOffline(false);
  await expect(saveStatus(page)).toContainText(/已自动保存 \d\d:\d\d/);
  await expect(page.getByRole('note').filter({ hasText: '网络不可用' })).toHaveCount(0);
  await expect(title(page)).toHaveValue(`${work.title}口径与误区`);
  expect(await serverTitle()).toBe(`${work.title}口径与误区`);
  expect(saves).toEqual([`${work.title}口径与误区`]);
});
