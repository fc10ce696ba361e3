import type { Page } from '@playwright/test';
import { qaDetailEndpoint } from '../../renderer/src/contracts/api/qa';
import { seedPhone } from '../../simulator/api/seed/users';
import type { MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';

/** Logs in through the app's SMS overlay, reading the "sent" code from the simulator. */
async function loginInOverlay(page: Page, mockApi: MockApi, phone: string) {
  const overlay = new LoginOverlay(page);
  await expect(overlay.dialog).toBeVisible();
  await overlay.signInWith(mockApi, phone);
}

/** A phone browser without Web Share: sharing copies the link. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    // The simulator's phones have Web Share, as real ones do (an own property): this one has none.
    delete (navigator as Partial<Navigator>).share;
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

test.describe('问答与专题', () => {
  test('topic → its Q&A list → Q&A detail with expert answers, in the h5 pages', async ({
    page,
  }) => {
    await page.goto('/app/topic/detail/h5/1');
    await expect(page).toHaveTitle('专题详情');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025年度个税汇算清缴全攻略');
    const list = page.getByRole('region', { name: '专题问答' }).getByRole('listitem');
    await expect(list.first()).toBeVisible();
    expect(await list.count()).toBeGreaterThanOrEqual(4);
    const title = (await list.first().locator('.qa-list-item__title').textContent()) ?? '';
    await list.first().click();

    await expect(page).toHaveURL(/\/app\/qa\/detail\/h5\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const answers = page.getByRole('region', { name: '专家解答' }).getByRole('article');
    await expect(answers.first()).toBeVisible();
    // An expert: a Chinese name and a title (注册税务师, 注册会计师, …).
    await expect(answers.first().locator('.qa-expert__name')).toHaveText(
      /^[\u4e00-\u9fa5]{2,3}\S+/,
    );
    await expect(page.getByRole('region', { name: '打开APP' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载APP' })).toBeVisible();
  });

  test('sharing an in-app Q&A copies the link of its h5 page', async ({ page, phone, baseURL }) => {
    await withoutWebShare(page);
    await page.goto('/app/qa/detail/5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    // The phone's own clipboard, which the page wrote to.
    expect(phone.clipboardText()).toBe(`${baseURL}/app/qa/detail/h5/5`);
  });

  test('an edited answer shows its history, newest version first', async ({ page }) => {
    await page.goto('/app/qa/detail/1');
    const history = page.getByRole('link', { name: /编辑历史/ }).first();
    await expect(history).toBeVisible();
    await history.click();
    await expect(page).toHaveURL(/\/app\/qa\/edit\/history\/\d+$/);
    await expect(page.getByText(/（当前版本）/)).toBeVisible();
    await expect(page.getByText('原始回答')).toBeVisible();
  });

  test('a missing Q&A goes to the page 资源不存在', async ({ page }) => {
    await page.goto('/app/qa/detail/99999');
    await expect(page).toHaveURL(/\/app\/empty$/);
    await expect(page).toHaveTitle('资源不存在');
  });

  test('asking a question needs login, then opens the new question', async ({ page, mockApi }) => {
    await page.goto('/app/qa/content');
    await expect(page).toHaveTitle('我要提问');
    await page.getByPlaceholder(/一句话描述您的问题/).fill('请问');
    await page.getByRole('button', { name: '提交问题' }).click();
    await expect(page.getByText('问题标题须为5-50个字').first()).toBeVisible();

    const title = '跨省异地施工预缴增值税应该怎么办理？';
    await page.getByPlaceholder(/一句话描述您的问题/).fill(title);
    await page
      .getByPlaceholder(/请说明业务背景/)
      .fill(
        '公司注册在深圳，在湖南承接了一个建筑项目，适用一般计税方法，请问预缴增值税的流程和预征率是多少？',
      );
    await page.getByRole('checkbox', { name: '增值税' }).click();
    await page.getByRole('button', { name: '提交问题' }).click();
    await loginInOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);

    await expect(page).toHaveURL(/\/app\/qa\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('暂无专家解答')).toBeVisible();
  });

  test('an expert edits their own answer; the history shows the change', async ({
    page,
    mockApi,
  }, testInfo) => {
    // An expert of this project's own (iOS and Android run side by side on one mock API, and a
    // phone may receive one SMS a minute): expert 1 (13800000001) or 2 (13800000002).
    const expertId = testInfo.project.name.startsWith('android') ? 2 : 1;
    const reader = await mockApi.newUser();
    let target: { questionId: number; answerId: number } | undefined;
    for (let id = 1; id <= 60 && !target; id++) {
      const question = await reader.call(qaDetailEndpoint, { params: { id } });
      const answer = question.answers.find((a) => a.expert.id === expertId);
      if (answer) target = { questionId: id, answerId: answer.id };
    }
    if (!target) throw new Error(`expert ${expertId} has no answer in the first 60 questions`);
    await page.goto(`/app/qa/edit/${target.answerId}`);
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await loginInOverlay(page, mockApi, seedPhone(expertId));

    const editor = page.getByPlaceholder('请输入回答内容');
    await expect(editor).toBeVisible();
    // Each project edits the same answer on the one mock API of the run: a note and text of its own.
    const note = `复核最新政策（${testInfo.project.name}）`;
    const addition = `（补充）本回答已根据2026年最新政策复核（${testInfo.project.name}）。`;
    await editor.fill(`${await editor.inputValue()}\n${addition}`);
    await page.getByPlaceholder('如：补充最新政策文号').fill(note);
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/qa/detail/${target.questionId}$`));
    await expect(page.getByText(addition)).toBeVisible();

    await page
      .getByRole('link', { name: /编辑历史/ })
      .first()
      .click();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(`+ ${addition}`)).toBeVisible();
  });
});
