import type { Page } from '@playwright/test';
import { contributeSaveEndpoint } from '../../renderer/src/contracts/api/contribute';
import type { TestPhone } from '../../simulator/testing';
import { refusalOf, review, saveWork } from './support/contribute-setup';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';
import { Toast } from './support/toast';

/**
 * More of the editor's rules (docs/product.md「投稿」): a published work edited as a revision
 * (修改稿) reviewed while readers keep the published version; the essay contest's tag from /essay's
 * 立即投稿; each body image's own progress with 重试; pasted rich content keeping its images; the
 * title and body limits. Each test writes as a new account of its own.
 */

const BODY =
  '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税，不能只就超过部分纳税。</p>';
/** A 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const title = (page: Page) => page.getByRole('textbox', { name: '标题', exact: true });
const body = (page: Page) => page.getByRole('textbox', { name: '正文' });
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** What a reader (signed out, on a phone of their own) sees of a work. */
async function readerTitle(phones: () => Promise<TestPhone>, id: number): Promise<string> {
  const reader = (await phones()).page;
  await reader.goto(`/app/contribute/detail/${id}`);
  const heading = reader.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test.describe('已发布作品的修改稿', () => {
  test('editing a published work sends a revision for review; readers keep the published version until QA approves it', async ({
    page,
    mockApi,
    phones,
  }) => {
    const writer = await mockApi.newUser();
    await signInPage(page, writer);
    const first = '跨年度发票的扣除问题';
    const id = await saveWork(writer, { title: first, contentHtml: BODY, submit: true });
    await review(mockApi, id, true);
    const toast = new Toast(page);

    await page.goto('/app/delivery');
    await page.getByRole('tab', { name: /^已发布/ }).click();
    await card(page, first).getByRole('button', { name: '编辑' }).click();
    await expect(page).toHaveTitle('投稿');
    await expect(
      page.getByRole('note').filter({ hasText: '修改将作为修改稿提交审核' }),
    ).toBeVisible();
    await expect(title(page)).toHaveValue(first);
    await title(page).fill('跨年度发票的企业所得税扣除');
    await page.getByRole('checkbox', { name: /我已阅读并同意《投稿协议》/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '提交修改稿' }).click();
    await toast.expectShown('修改稿已提交，审核通过前读者看到的仍是已发布的版本');
    await expect(page).toHaveTitle('作品管理');

    // Still published under its first title, its revision under review (withdrawable, not editable).
    await page.getByRole('tab', { name: /^已发布 1$/ }).click();
    const published = card(page, first);
    await expect(published).toContainText('修改稿审核中');
    await expect(published.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(published.getByRole('button', { name: '撤回' })).toBeVisible();
    expect(await readerTitle(phones, id)).toBe(first);
    // Axe would weigh the fading toast's half-transparent text: check the page once it is gone.
    await expect(page.getByText('修改稿已提交，审核通过前读者看到的仍是已发布的版本')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // QA rejects the revision: the writer sees why; readers still read the published version.
    await review(mockApi, id, false, '请补充政策依据');
    await page.reload();
    await page.getByRole('tab', { name: /^已发布/ }).click();
    await expect(published).toContainText('修改稿未通过');
    await published.getByRole('button', { name: '查看原因' }).click();
    await expect(page.getByRole('dialog')).toContainText('请补充政策依据');
    await page.getByRole('button', { name: '知道了' }).click();
    await published.getByRole('link').first().click();
    await expect(
      page.getByText('修改稿未通过：请补充政策依据。读者看到的仍是已发布的版本'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: first })).toBeVisible();
    // The published page is the public article: its writer can send readers to it.
    await expect(page.getByRole('button', { name: '分享给读者' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '继续修改' }).click();

    // Edit and resubmit; QA approves: readers now read the revision.
    await expect(title(page)).toHaveValue('跨年度发票的企业所得税扣除');
    await title(page).fill('跨年度发票的企业所得税扣除（补充依据）');
    await page.getByRole('button', { name: '提交修改稿' }).click();
    await toast.expectShown('修改稿已提交，审核通过前读者看到的仍是已发布的版本');
    await review(mockApi, id, true);
    expect(await readerTitle(phones, id)).toBe('跨年度发票的企业所得税扣除（补充依据）');
    await page.reload();
    await expect(card(page, '跨年度发票的企业所得税扣除（补充依据）')).toContainText('已发布');
    await expect(card(page, '跨年度发票的企业所得税扣除（补充依据）')).not.toContainText('修改稿');
  });
});

test('立即投稿 from /essay writes a work tagged for the contest, and submitting it enters the contest', async ({
  page,
  mockApi,
}) => {
  await signInPage(page, await mockApi.newUser());
  await page.goto('/app/essay');
  await page.getByRole('link', { name: '立即投稿' }).click();
  await expect(page).toHaveTitle('投稿');
  const tag = page.getByRole('group', { name: '征文参赛' });
  await expect(tag).toContainText('参赛：第三届「税务通」原创征文大赛');
  await expect(tag).toContainText('提交审核时一并参赛');
  expect(await seriousViolations(page)).toEqual([]);
  await title(page).fill('新征管形势下的发票风险自查');
  await page.getByRole('radio', { name: '实务操作' }).check();
  await page.getByRole('textbox', { name: /^标签/ }).fill('发票');
  await page.getByRole('button', { name: '添加标签' }).click();
  await body(page).click();
  await page.keyboard.insertText('企业应当重视发票数据与申报数据的一致性，建立常态化的自查机制。');
  await page.getByRole('checkbox', { name: /我已阅读并同意《投稿协议》/ }).check();
  await page.getByRole('button', { name: '提交审核' }).click();
  await new Toast(page).expectShown('提交成功，请等待审核');
  await expect(page).toHaveTitle('作品管理');
  await expect(card(page, '新征管形势下的发票风险自查')).toContainText(
    '征文参赛：第三届「税务通」原创征文大赛',
  );
  await page.goto('/app/essay');
  await expect(page.getByRole('heading', { name: '我的参赛作品（1/3）' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^我的参赛作品/ })
      .getByRole('link', { name: '新征管形势下的发票风险自查' }),
  ).toBeVisible();

  // 不参赛 drops the tag: that work is submitted as an ordinary contribution.
  await page.getByRole('link', { name: '立即投稿' }).click();
  await page.getByRole('button', { name: '不参赛' }).click();
  await expect(page.getByRole('group', { name: '征文参赛' })).toHaveCount(0);
});

test.describe('正文图片', () => {
  test('each image shows its own upload progress; a failed one keeps its place until 重试 uploads it', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    // The first upload is held (progress shows), the second fails: nothing is lost.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/image/multiUpload', async (route) => {
      calls += 1;
      if (calls === 1) {
        await held;
        return route.continue();
      }
      if (calls === 2) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto('/app/material/add');
    await body(page).click();
    await page.keyboard.insertText('图表说明：季度销售额与应纳税额的关系如下。');
    await page.getByLabel('选择正文图片').setInputFiles({
      name: 'chart-1.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    const uploads = page.getByRole('list', { name: '图片上传' });
    await expect(uploads.getByRole('progressbar', { name: 'chart-1.png 上传进度' })).toBeVisible();
    await expect(body(page).locator('img')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('选择正文图片').setInputFiles({
      name: 'chart-2.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await expect(uploads.getByRole('alert')).toContainText('上传失败');
    await expect(uploads.getByRole('button', { name: '重试上传 chart-2.png' })).toBeVisible();
    // The submit waits for the pictures.
    await page.getByRole('button', { name: '发布文章' }).click();
    const wait = '还有图片未上传完成：请稍候，或重试、移除上传失败的图片';
    await new Toast(page).expectShown(wait);
    // Axe would weigh the fading toast's half-transparent text: check the page once it is gone.
    await expect(new Toast(page).message(wait)).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    release();
    await expect(uploads.getByRole('progressbar')).toHaveCount(0);
    await uploads.getByRole('button', { name: '重试上传 chart-2.png' }).click();
    await expect(uploads).toHaveCount(0);
    await expect(body(page).locator('img')).toHaveCount(2);
    for (const img of await body(page).locator('img').all())
      await expect(img).toHaveAttribute('src', /\/files\//);
  });

  test('pasted rich content keeps its words as paragraphs and its images, uploaded; an image a site withholds is reported', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/material/add');
    await body(page).click();
    await body(page).evaluate((el, png) => {
      const data = new DataTransfer();
      data.setData('text/plain', '政策要点 第二段');
      data.setData(
        'text/html',
        `<h1 style="color:red">政策要点</h1><div onclick="window.__xss=1">第二段<script>window.__xss=2</script></div><img src="data:image/png;base64,${png}"><img src="http://127.0.0.1:9/withheld.png">`,
      );
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PNG_BASE64);
    await new Toast(page).expectShown(
      '1张图片无法从原网页转存，已略去：请保存到手机后用“插入图片”上传',
    );
    await expect(body(page).locator('p', { hasText: '政策要点' })).toBeVisible();
    await expect(body(page).locator('p', { hasText: '第二段' })).toBeVisible();
    await expect(body(page).locator('img')).toHaveCount(1);
    await expect(body(page).locator('img')).toHaveAttribute('src', /\/files\//);
    expect(await body(page).locator('[style], [onclick], script, h1').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  });
});

test('title and body limits give their messages in the editor and from the server; markup in the fields stays text', async ({
  page,
  mockApi,
}) => {
  const writer = await mockApi.newUser();
  await signInPage(page, writer);
  await page.goto('/app/contribute/add');
  const alerts = page.getByRole('alert');
  await title(page).fill('短标题');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(alerts.filter({ hasText: '标题至少5个字' })).toBeVisible();
  await expect(alerts.filter({ hasText: '请填写正文' })).toBeVisible();
  await expect(title(page)).toHaveAttribute('aria-invalid', 'true');

  await title(page).fill('长'.repeat(61));
  await expect(page.getByText('61/60', { exact: true })).toBeVisible();
  await body(page).click();
  await page.keyboard.insertText('正文太短');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(alerts.filter({ hasText: '标题最多60字' })).toBeVisible();
  await expect(alerts.filter({ hasText: '正文至少20个字' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The server answers the same words to a client that skips the editor.
  const save = async (work: { title: string; contentHtml: string }) => {
    const refused = await refusalOf(
      writer.call(contributeSaveEndpoint, {
        body: { category: 'practice', tags: ['增值税'], agreed: true, submit: true, ...work },
      }),
    );
    expect(refused.status).toBe(400);
    return refused.msg;
  };
  expect(await save({ title: '长'.repeat(61), contentHtml: BODY })).toBe('标题最多60字');
  expect(await save({ title: '短标题', contentHtml: BODY })).toBe('标题至少5个字');
  expect(
    await save({ title: '正文过长的投稿', contentHtml: `<p>${'税'.repeat(50_001)}</p>` }),
  ).toBe('正文最多5万字');
  expect(await save({ title: '正文过短的投稿', contentHtml: '<p>太短</p>' })).toBe(
    '正文至少20个字',
  );

  // Markup typed into the title, a tag and the summary is kept as text and runs nothing.
  const xss = '<img src=x onerror="window.__xss=1">';
  await title(page).fill(`${xss}增值税临界点`);
  await page.getByRole('textbox', { name: /^标签/ }).fill('<b>税</b>');
  await page.getByRole('button', { name: '添加标签' }).click();
  await expect(page.getByRole('list', { name: '已添加的标签' })).toContainText('<b>税</b>');
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('.work-editor img[onerror], .work-tags b').count()).toBe(0);
});
