import { contributeSaveEndpoint } from '../../renderer/src/contracts/api/contribute';
import { essayEnterEndpoint } from '../../renderer/src/contracts/api/essay';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';
import { Toast } from './support/toast';

const BODY = '<p>新征管形势下，企业应当重视发票数据与申报数据的一致性，建立常态化的自查机制。</p>';

/** A contribution sent for review, as the editor would send it. */
async function submitWork(user: AppSession, title: string): Promise<number> {
  const saved = await user.call(contributeSaveEndpoint, {
    body: {
      title,
      category: 'policy',
      contentHtml: BODY,
      submit: true,
      tags: ['增值税'],
      agreed: true,
    },
  });
  return saved.id;
}

test.describe('原创征文大赛', () => {
  test('enters a submitted work, then refuses a fourth entry with the server’s message', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/essay');
    await expect(
      page.getByRole('heading', { level: 1, name: '第三届「税务通」原创征文大赛' }),
    ).toBeVisible();
    await expect(page.getByText('征稿中', { exact: true })).toBeVisible();
    await expect(page.getByText('请先登录')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push(await submitWork(user, `发票风险自查实务之${n}`));

    await page.goto('/app/essay');
    await page.getByRole('button', { name: '参赛：发票风险自查实务之1' }).click();
    const mine = page.getByRole('region', { name: /^我的参赛作品/ });
    await expect(page.getByRole('heading', { name: '我的参赛作品（1/3）' })).toBeVisible();
    await expect(mine.getByRole('link', { name: '发票风险自查实务之1' })).toBeVisible();
    await expect(page.getByRole('button', { name: '参赛：发票风险自查实务之1' })).toHaveCount(0);
    await expect(new Toast(page).message('参赛成功')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // Two more enter from elsewhere while this page still offers the fourth.
    for (const id of [ids[1], ids[2]])
      await expect(
        user.call(essayEnterEndpoint, { params: { contributionId: String(id) } }),
      ).resolves.toBeTruthy();
    await page.getByRole('button', { name: '参赛：发票风险自查实务之4' }).click();
    await new Toast(page).expectShown('每人最多提交3篇参赛作品');
    await expect(page.getByRole('heading', { name: '我的参赛作品（3/3）' })).toBeVisible();
    await expect(page.getByText('已达参赛上限（每人3篇）')).toBeVisible();
    await expect(page.getByRole('button', { name: '参赛：发票风险自查实务之4' })).toBeDisabled();
  });
});
