import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { review, saveWork } from './support/contribute-setup';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BODY =
  '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税，不能只就超过部分纳税。</p>';
const XSS_TITLE = '<img src=x onerror="window.__xss=1">临界点';

async function seriousViolations(page: Page): Promise<string[]> {
  // A toast caught mid-fade has faint text that axe reads as low contrast: audit once it has gone.
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    type Axe = {
      run: (
        ctx: Document,
        opts: object,
      ) => Promise<{
        violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
      }>;
    };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('作品管理 (/delivery) 与草稿箱', () => {
  test('tabs count works by status; each state offers its own actions', async ({
    page,
    mockApi,
  }) => {
    const writer = await mockApi.newUser();
    const draft = '增值税草稿一篇';
    await saveWork(writer, { title: draft, contentHtml: BODY, submit: false });
    await saveWork(writer, { title: XSS_TITLE, contentHtml: BODY, submit: false });
    const reviewing = '审核中的专票文章';
    await saveWork(writer, { title: reviewing, contentHtml: BODY, submit: true });
    const published = await saveWork(writer, {
      title: '已经发布的个税文章',
      contentHtml: BODY,
      submit: true,
    });
    await review(mockApi, published, true);
    const rejected = await saveWork(writer, {
      title: '未通过的社保文章',
      contentHtml: BODY,
      submit: true,
    });
    await review(mockApi, rejected, false, '请补充政策依据');
    await signInPage(page, writer);

    // 我的 links to the works.
    await page.goto('/app/mine');
    await page.getByRole('link', { name: '我的投稿' }).click();
    await expect(page).toHaveTitle('作品管理');
    await expect(tab(page, /^全部 5$/)).toBeVisible();
    await expect(tab(page, /^草稿 2$/)).toBeVisible();
    await expect(tab(page, /^审核中 1$/)).toBeVisible();
    await expect(tab(page, /^已发布 1$/)).toBeVisible();
    await expect(tab(page, /^未通过 1$/)).toBeVisible();
    // A title written as markup is shown as text and runs nothing.
    await expect(card(page, XSS_TITLE)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);

    await tab(page, /^未通过/).click();
    await card(page, '未通过的社保文章').getByRole('button', { name: '查看原因' }).click();
    await expect(page.getByRole('dialog')).toContainText('请补充政策依据');
    await page.getByRole('button', { name: '知道了' }).click();

    await tab(page, /^审核中/).click();
    await card(page, reviewing).getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
    await expect(page.getByText('已撤回')).toBeVisible();
    await expect(tab(page, /^审核中 0$/)).toBeVisible();
    await expect(tab(page, /^草稿 3$/)).toBeVisible();

    await tab(page, /^已发布/).click();
    await card(page, '已经发布的个税文章').getByRole('button', { name: '下架' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '下架' }).click();
    await expect(tab(page, /^已发布 0$/)).toBeVisible();
    await tab(page, /^全部/).click();
    await expect(card(page, '已经发布的个税文章')).toContainText('已下架');

    // Drafts, newest first (the withdrawn one moved to the top); deleting asks first.
    await page.getByRole('link', { name: '草稿箱' }).click();
    await expect(page).toHaveTitle('草稿箱');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(reviewing);
    await card(page, draft).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(card(page, draft)).toBeVisible();
    await card(page, draft).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(card(page, draft)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(2);
    // Axe would weigh the fading 已删除 toast's half-transparent text: check the page once it is gone.
    await expect(page.getByText('已删除')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the detail page shows the writer where review stands; readers see the work with no banner, markup inert', async ({
    page,
    mockApi,
    phones,
  }) => {
    const writer = await mockApi.newUser();
    const id = await saveWork(writer, {
      title: '未通过的印花税文章',
      contentHtml: BODY,
      submit: true,
    });
    await review(mockApi, id, false, '请补充政策依据');
    const published = await saveWork(writer, {
      title: '发布的房产税文章',
      contentHtml: `${BODY}<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`,
      submit: true,
      tags: ['房产税'],
    });
    await review(mockApi, published, true);
    await signInPage(page, writer);

    await page.goto(`/app/contribute/detail/${id}`);
    await expect(page.getByRole('heading', { name: '未通过的印花税文章' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('未通过：请补充政策依据');
    await expect(page.getByRole('link', { name: '修改后重新提交' })).toHaveAttribute(
      'href',
      `/app/contribute/add/${id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/app/contribute/detail/${published}`);
    await expect(page.getByRole('status')).toContainText('已发布');
    await expect(page.getByText('小规模纳税人季度销售额超过30万元')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    expect(
      await page.locator('.work-detail__body [onerror], .work-detail__body script').count(),
    ).toBe(0);

    // Another reader (no login) gets the published work without the writer's banner.
    const reader = (await phones()).page;
    await reader.goto(page.url());
    await expect(reader.getByRole('heading', { name: '发布的房产税文章' })).toBeVisible();
    await expect(reader.getByRole('status')).toHaveCount(0);
  });
});
