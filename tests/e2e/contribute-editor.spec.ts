import type { Page } from '@playwright/test';
import {
  contributeDetailEndpoint,
  contributeSaveEndpoint,
} from '../../renderer/src/contracts/api/contribute';
import { refusalOf, review, saveWork } from './support/contribute-setup';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';
import { Toast } from './support/toast';

const TITLE = '小规模纳税人季度临界点的处理';
const BODY_START = '季度销售额超过三十万元时应全额计算缴纳增值税';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Types Chinese into the focused element the way a pinyin IME does: composition events, then the committed text. */
async function composeChinese(page: Page, pinyin: string, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 1; i <= pinyin.length; i++) {
    await cdp.send('Input.imeSetComposition', {
      text: pinyin.slice(0, i),
      selectionStart: i,
      selectionEnd: i,
    });
  }
  await cdp.send('Input.insertText', { text });
  await cdp.detach();
}

const body = (page: Page) => page.getByRole('textbox', { name: '正文' });
const saveStatus = (page: Page) => page.locator('.work-save-status');

async function fillWork(page: Page) {
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await page.getByRole('radio', { name: '实务操作' }).check();
  await page.getByRole('textbox', { name: /^标签/ }).fill('增值税');
  await page.getByRole('button', { name: '添加标签' }).click();
  await body(page).click();
  await composeChinese(page, 'jidu', `${BODY_START}，不能只就超过部分纳税。`);
  await page.getByRole('button', { name: '小标题' }).click();
}

test.describe('投稿编辑器 (/contribute/add)', () => {
  test('a draft typed through an IME survives a reload while offline, then syncs and is submitted for review', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    const toast = new Toast(page);
    // The server cannot be reached: the draft must live on the phone alone.
    await page.route('**/contribute/save', (route) => route.abort('internetdisconnected'));
    await page.goto('/app/contribute/add');
    await expect(page).toHaveTitle('投稿');
    await fillWork(page);
    await expect(page.getByText(`${Array.from(TITLE).length}/60`, { exact: true })).toBeVisible();
    // The composed text reached the draft once, not the pinyin.
    await expect(body(page)).toContainText(BODY_START);
    await expect(body(page)).not.toContainText('jidu');
    await expect(saveStatus(page)).toContainText('草稿已保存在本机，稍后自动重试');
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving inside the app with changes the server lacks asks first.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page.getByRole('dialog')).toContainText('确定离开吗？');
    await page.getByRole('button', { name: '继续编辑' }).click();
    await expect(page).toHaveTitle('投稿');

    // Reloading with unsynced changes asks first (the browser's own prompt); the copy comes back.
    const prompted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await prompted).toBe('beforeunload');
    await toast.expectShown('已恢复上次未保存的内容');
    await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(TITLE);
    await expect(page.getByRole('radio', { name: '实务操作' })).toBeChecked();
    await expect(page.getByRole('list', { name: '已添加的标签' })).toContainText('增值税');
    await expect(body(page).locator('h2')).toContainText(BODY_START);

    // Back online: the draft reaches the server and the work gets its id in the URL.
    await page.unroute('**/contribute/save');
    await expect(saveStatus(page)).toContainText(/已自动保存 \d\d:\d\d/);
    await expect(page).toHaveURL(/\/app\/contribute\/add\/\d+$/);

    // Submitting checks every field first.
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '请阅读并同意《投稿协议》' }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /我已阅读并同意《投稿协议》/ }).check();
    await page.getByRole('button', { name: '提交审核' }).click();
    await toast.expectShown('提交成功，请等待审核');
    await expect(page).toHaveTitle('作品管理');
    await expect(page.getByRole('tab', { name: /^审核中 1$/ })).toBeVisible();
    await page.getByRole('tab', { name: /^审核中/ }).click();
    await expect(page.getByRole('article', { name: TITLE })).toContainText('审核中');
    // The local copy went with the submit: a new contribution starts empty.
    await page.goto('/app/contribute/add');
    await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue('');
  });

  test('a reprint without its source URL is refused, by the editor and by the server', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await page.goto('/app/delivery');
    await expect(page.getByRole('tab', { name: /^审核中 0$/ })).toBeVisible();
    await page.getByRole('link', { name: '写投稿' }).click();
    await expect(page).toHaveTitle('投稿');
    await fillWork(page);
    await page.getByRole('radio', { name: '转载' }).check();
    await page.getByRole('checkbox', { name: /我已阅读并同意《投稿协议》/ }).check();
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '转载文章请填写原文链接' }),
    ).toBeVisible();
    await expect(page.getByLabel('原文链接')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle('投稿');
    expect(await seriousViolations(page)).toEqual([]);

    const refused = await refusalOf(
      user.call(contributeSaveEndpoint, {
        body: {
          title: TITLE,
          category: 'practice',
          tags: ['增值税'],
          agreed: true,
          original: false,
          contentHtml: `<p>${BODY_START}，不能只就超过部分纳税。</p>`,
          submit: true,
        },
      }),
    );
    expect(refused).toEqual({ status: 400, msg: '转载文章请填写原文链接' });

    // With its source it goes through.
    await page
      .getByLabel('原文链接')
      .fill('https://www.chinatax.gov.cn/n810341/c5200000/content.html');
    await page.getByRole('button', { name: '提交审核' }).click();
    await new Toast(page).expectShown('提交成功，请等待审核');
    // The works list kept alive since the start shows the new work, not what it held before.
    await expect(page).toHaveTitle('作品管理');
    await expect(page.getByRole('tab', { name: /^审核中 1$/ })).toBeVisible();
  });

  test('a rejected work opens in the editor; a save over a newer version is refused with a clear message', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    const work = {
      title: '留抵退税追回案例复盘',
      category: 'case' as const,
      tags: ['留抵退税'],
      agreed: true,
      contentHtml: '<p>留抵退税追回案例中企业需要关注的三个风险点与应对。</p>',
    };
    const id = await saveWork(user, { ...work, submit: true });
    await review(mockApi, id, false, '请补充政策依据');

    await page.goto(`/app/contribute/add/${id}`);
    await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(work.title);
    await expect(body(page)).toContainText('三个风险点');
    await expect(page.getByRole('radio', { name: '案例分析' })).toBeChecked();

    // Another device saves the same work meanwhile.
    const detail = await user.call(contributeDetailEndpoint, { params: { id } });
    await saveWork(user, {
      ...work,
      id,
      baseVersion: detail.version,
      title: '另一台设备改过的标题',
    });

    await page
      .getByRole('textbox', { name: '标题', exact: true })
      .fill('留抵退税追回案例复盘与应对');
    await expect(saveStatus(page)).toContainText(
      '这篇文章已在其他页面或设备上修改，请刷新后再编辑',
    );
    await page.getByRole('button', { name: '重新载入' }).click();
    // Both copies hold work: the writer chooses.
    await expect(page.getByRole('dialog')).toContainText('是否恢复');
    await page.getByRole('button', { name: '恢复本机内容' }).click();
    await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(
      '留抵退税追回案例复盘与应对',
    );
    await expect(saveStatus(page)).toContainText(/已自动保存 \d\d:\d\d/);
  });
});

test('a rejected work opens in the editor with the reason it was rejected', async ({
  page,
  mockApi,
}) => {
  const user = await mockApi.newUser();
  await signInPage(page, user);
  const work = {
    title: '加计扣除的研发费用归集口径',
    category: 'practice' as const,
    tags: ['加计扣除'],
    agreed: true,
    contentHtml: '<p>研发费用加计扣除时人员人工费用与直接投入费用的归集口径与常见误区。</p>',
  };
  const id = await saveWork(user, { ...work, submit: true });
  await review(mockApi, id, false, '请补充政策文号与适用年度');

  await page.goto('/app/delivery');
  await page.getByRole('tab', { name: /^未通过/ }).click();
  await page
    .getByRole('article', { name: work.title })
    .getByRole('button', { name: '编辑' })
    .click();
  await expect(page).toHaveTitle('投稿');
  await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(work.title);
  await expect(
    page.getByRole('note').filter({ hasText: '未通过：请补充政策文号与适用年度' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('我的文章: the same editor writes and publishes my own article, without the contribution agreement', async ({
  page,
  mockApi,
}) => {
  const user = await mockApi.newUser();
  await signInPage(page, user);
  await page.goto('/app/material');
  await expect(page.getByText('还没有发布的文章')).toBeVisible();
  await page.getByRole('link', { name: '写文章' }).click();
  await expect(page).toHaveTitle('写文章');
  await expect(page.getByRole('checkbox', { name: /投稿协议/ })).toHaveCount(0);
  await fillWork(page);
  // An image in the body becomes the default cover.
  await expect(page.getByText('暂无封面：默认使用正文第一张图片')).toBeVisible();
  await page
    .getByLabel('选择正文图片')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(body(page).locator('img')).toHaveCount(1);
  await expect(page.getByRole('img', { name: '封面预览' })).toHaveAttribute('src', /\/files\//);
  await page.getByRole('button', { name: '发布文章' }).click();
  await new Toast(page).expectShown('发布成功');
  // 我的文章, kept alive since the start, shows it; it opens again in the editor.
  await expect(page).toHaveTitle('我的文章');
  await page.getByRole('article', { name: TITLE }).getByRole('link', { name: /^编辑/ }).click();
  await expect(page).toHaveTitle('写文章');
  await expect(page.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(TITLE);
  await expect(body(page).locator('img')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  // Readers see it: changes stay on the phone until published again (a draft save would take it offline).
  await page.getByRole('textbox', { name: '标题', exact: true }).fill(`${TITLE}（修订）`);
  await expect(saveStatus(page)).toHaveText('修改已保存在本机，点击“发布文章”后更新线上文章');
  await page.getByRole('button', { name: '发布文章' }).click();
  await expect(page).toHaveTitle('我的文章');
  await expect(page.getByRole('article', { name: `${TITLE}（修订）` })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

/** The body's order: 'A' the first paragraph's words, 'IMG' a picture, 'B' the words typed after it. */
async function bodyOrder(page: Page): Promise<string[]> {
  return body(page).evaluate(
    (el, [a, b]) => {
      const seen: string[] = [];
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n instanceof HTMLImageElement) seen.push('IMG');
        else if (n.nodeType === Node.TEXT_NODE && n.textContent?.includes(a!)) seen.push('A');
        else if (n.nodeType === Node.TEXT_NODE && n.textContent?.includes(b!)) seen.push('B');
      }
      return seen;
    },
    [BODY_START, AFTER_IMAGE],
  );
}
const AFTER_IMAGE = '图片下方这一段说明申报表的填写顺序';

test('a body image whose upload failed survives a reload where it stood, with 重试, and the retry puts it in place', async ({
  page,
  mockApi,
}) => {
  const user = await mockApi.newUser();
  await signInPage(page, user);
  await page.route('**/image/multiUpload', (route) => route.abort('internetdisconnected'));
  await page.goto('/app/contribute/add');
  await fillWork(page);
  // Picked before the first server save: the kept image follows the new work to its id.
  await page
    .getByLabel('选择正文图片')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: '重试上传 chart.png' })).toBeVisible();
  // The writer goes on below the picture.
  await composeChinese(page, 'tupian', AFTER_IMAGE);
  await expect.poll(() => bodyOrder(page)).toEqual(['A', 'IMG', 'B']);
  await expect(page).toHaveURL(/\/contribute\/add\/\d+/);
  const id = Number(/\/add\/(\d+)/.exec(page.url())?.[1]);
  // The server's draft has the words after the picture, and nothing of the picture not sent yet.
  const serverBody = async () =>
    (await user.call(contributeDetailEndpoint, { params: { id } })).contentHtml;
  await expect.poll(serverBody, { timeout: 15_000 }).toContain(AFTER_IMAGE);
  expect(await serverBody()).not.toMatch(/<img|data-pending-image|blob:/);

  await page.reload();
  await expect(body(page)).toContainText(BODY_START);
  await expect(page.getByRole('alert')).toHaveText('上传失败：页面重新打开，图片尚未上传');
  await expect(body(page).locator('img')).toHaveCount(1);
  // Back where it stood: between the words before and after it, not at the end.
  await expect.poll(() => bodyOrder(page)).toEqual(['A', 'IMG', 'B']);
  // Held back while a picture waits: the submit says why and sends nothing.
  await page.getByRole('checkbox', { name: /投稿协议/ }).check();
  await page.getByRole('button', { name: '提交审核' }).click();
  await new Toast(page).expectShown('还有图片未上传完成：请稍候，或重试、移除上传失败的图片');
  await page.unroute('**/image/multiUpload');
  await page.getByRole('button', { name: '重试上传 chart.png' }).click();
  await expect(page.getByRole('button', { name: '重试上传 chart.png' })).toHaveCount(0);
  await expect(body(page).locator('img')).toHaveAttribute('src', /\/files\//);
  await expect.poll(() => bodyOrder(page)).toEqual(['A', 'IMG', 'B']);
  await expect.poll(serverBody, { timeout: 15_000 }).toMatch(/<img[^>]+src="[^"]*\/files\//);

  // Uploaded, it is part of the draft and no longer kept on the side: one picture, in its place, after another reload.
  await page.reload();
  await expect(body(page).locator('img')).toHaveCount(1);
  await expect(body(page).locator('img')).toHaveAttribute('src', /\/files\//);
  await expect.poll(() => bodyOrder(page)).toEqual(['A', 'IMG', 'B']);
  await expect(page.getByRole('button', { name: /重试上传/ })).toHaveCount(0);
});
