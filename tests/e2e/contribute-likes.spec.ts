import { review, saveWork } from './support/contribute-setup';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

/**
 * A published work (docs/product.md「投稿」) shows its reads and likes, and the likes are readers'
 * likes of its public article. The writer and the reader are new accounts, so every run starts
 * from 0.
 */

const BODY =
  '<p>研发费用加计扣除需要按项目设置辅助账，人员人工、直接投入和折旧费用要分别归集，年度汇算时一并申报。</p>';

test('a reader likes a published work’s public article: the writer sees the like on 作品管理, the work’s page and 我的文章', async ({
  page,
  phones,
  mockApi,
}) => {
  const title = `研发费用辅助账的误区${Date.now() % 100000}`;
  const writer = await mockApi.newUser();
  const id = await saveWork(writer, { title, contentHtml: BODY, submit: true, tags: ['研发费用'] });
  await review(mockApi, id, true);

  // A reader on a phone of their own opens the work, goes to its public article and likes it.
  const reader = (await phones()).page;
  await signInPage(reader, await mockApi.newUser());
  await reader.goto(`/app/contribute/detail/${id}`);
  await reader.getByRole('link', { name: '查看公开文章' }).click();
  await expect(reader).toHaveURL(/\/app\/v2\/article\/personal\/\d+$/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  const actions = reader.getByRole('navigation', { name: '文章操作' });
  await actions.getByRole('button', { name: '点赞 0' }).click();
  await expect(actions.getByRole('button', { name: '已赞 1' })).toBeVisible();

  // The writer's works list counts it.
  await signInPage(page, writer);
  await page.goto('/app/delivery');
  await page.getByRole('tab', { name: /^已发布/ }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('点赞 1');
  await expect(card).toContainText(/阅读 [1-9]/);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.work-detail')).toContainText('点赞 1');
  await expect(page.getByRole('link', { name: '查看公开文章' })).toHaveAttribute(
    'href',
    /\/app\/v2\/article\/personal\/\d+$/,
  );

  // 我的文章 lists the published work, edited as a contribution (its revision reviewed again).
  await page.goto('/app/material');
  const mine = page.getByRole('article', { name: title });
  await expect(mine).toContainText('投稿');
  await expect(mine).toContainText('点赞 1');
  await expect(mine.getByRole('link', { name: `编辑《${title}》` })).toHaveAttribute(
    'href',
    `/app/contribute/add/${id}`,
  );
});
