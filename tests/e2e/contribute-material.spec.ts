import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';
import { latestSmsCode } from './support/login-overlay';

type Envelope<T> = { data: T };
const BODY = '<p>新增值税法下视同销售的范围有变化，企业无偿转让货物的处理需要重新梳理。</p>';

async function apiLogin(request: APIRequestContext, phone: string): Promise<string> {
  await request.post(`${API_URL}/sms/send`, { data: { phone, type: 2 } });
  const code = await latestSmsCode(request, phone);
  return (
    (await (
      await request.post(`${API_URL}/api/auth/login`, { data: { username: phone, password: code } })
    ).json()) as Envelope<{ token: string }>
  ).data.token;
}

test('我的文章 lists only the published articles with reads and likes, opening as readers see them', async ({
  page,
  request,
  phoneNumber,
}) => {
  const token = await apiLogin(request, phoneNumber(3));
  const save = (title: string, publish: boolean) =>
    request.post(`${API_URL}/material/save`, {
      data: { title, category: 'policy', tags: ['增值税法'], contentHtml: BODY, publish },
      headers: { token },
    });
  await save('视同销售的变化', true);
  await save('还没写完的草稿', false);
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto('/app/material');
  await expect(page).toHaveTitle('我的文章');
  const article = page.getByRole('article', { name: '视同销售的变化' });
  await expect(article).toContainText('阅读 0');
  await expect(article).toContainText('点赞 0');
  await expect(page.getByRole('article')).toHaveCount(1);
  await article.getByRole('link', { name: /^视同销售的变化/ }).click();
  await expect(page.getByRole('heading', { name: '视同销售的变化' })).toBeVisible();
});
