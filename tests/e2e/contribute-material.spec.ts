import { materialSaveEndpoint } from '../../renderer/src/contracts/api/contribute';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

const BODY = '<p>新增值税法下视同销售的范围有变化，企业无偿转让货物的处理需要重新梳理。</p>';

test('我的文章 lists only the published articles with reads and likes, opening as readers see them', async ({
  page,
  mockApi,
}) => {
  const user = await mockApi.newUser();
  const save = (title: string, publish: boolean) =>
    user.call(materialSaveEndpoint, {
      body: { title, category: 'policy', tags: ['增值税法'], contentHtml: BODY, publish },
    });
  await save('视同销售的变化', true);
  await save('还没写完的草稿', false);
  await signInPage(page, user);
  await page.goto('/app/material');
  await expect(page).toHaveTitle('我的文章');
  const article = page.getByRole('article', { name: '视同销售的变化' });
  await expect(article).toContainText('阅读 0');
  await expect(article).toContainText('点赞 0');
  await expect(page.getByRole('article')).toHaveCount(1);
  await article.getByRole('link', { name: /^视同销售的变化/ }).click();
  await expect(page.getByRole('heading', { name: '视同销售的变化' })).toBeVisible();
});
