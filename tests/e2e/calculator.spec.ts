import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** An amount field, by its label. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** One month of 各月预扣税额 on the wage/month result. */
const monthTax = (page: Page, month: number) => page.locator(`li[data-month="${month}"]`);

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A/AA and best practice). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(' ')}`);
}

const MODES = ['工资薪金', '综合所得', '年终奖', '劳务报酬', '离职补偿'] as const;

test.describe('个税计算器', () => {
  test('monthly wage: the 61号 example, the detail list, and a result URL that reloads', async ({
    page,
  }) => {
    await page.goto('/app/calculator');
    await expect(page.getByRole('tab', { name: '工资薪金' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await field(page, '税前月薪（元）').fill('30000');
    // 三险一金 comes from the city (深圳) until the user types their own.
    await expect(field(page, '三险一金（元/月）')).not.toHaveValue('');
    await field(page, '三险一金（元/月）').fill('4500');
    await expect(page.getByText(/按填写的金额计算/)).toBeVisible();
    await expect(page.getByText(/按深圳计算：/)).toHaveCount(0);
    await field(page, '专项附加扣除（元/月）').fill('2000');
    await page.getByRole('button', { name: '开始计算' }).click();

    await expect(page).toHaveURL(/\/app\/calculator\/wage\/month\/[A-Za-z0-9_-]+$/);
    await expect(monthTax(page, 1)).toContainText('555.00 元');
    await expect(monthTax(page, 2)).toContainText('625.00 元');
    await expect(monthTax(page, 3)).toContainText('1,850.00 元');
    await expect(page.getByRole('img', { name: /全年收入去向/ })).toBeVisible();

    const resultUrl = page.url();
    await page.reload();
    await expect(monthTax(page, 3)).toContainText('1,850.00 元');

    await page.getByRole('link', { name: '月度明细' }).click();
    await expect(page).toHaveURL(/\/app\/calculator\/detail\/list\//);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(14);
    await expect(table.getByRole('row').nth(3)).toContainText('55,500.00');
    await expect(table.getByRole('row').nth(3)).toContainText('1,850.00');
    await expect(table.getByRole('row').last()).toContainText('27,480.00');

    // A shared link opens straight on the result.
    const fresh = await page.context().newPage();
    await fresh.goto(resultUrl);
    await expect(monthTax(fresh, 1)).toContainText('555.00 元');
  });

  test('a 专项附加扣除 reported in June with March to May claimed: June and July withhold 0', async ({
    page,
  }) => {
    await page.goto('/app/calculator');
    await field(page, '税前月薪（元）').fill('10000');
    await field(page, '三险一金（元/月）').fill('0');
    await page.getByRole('button', { name: '添加年度中间开始的扣除' }).click();
    await field(page, '第1项 每月金额（元）').fill('2000');
    await page.getByRole('combobox', { name: '第1项 开始扣除月份' }).selectOption('6');
    await page.getByRole('switch', { name: '第1项 补扣本年以前月份' }).check();
    await page.getByRole('combobox', { name: '第1项 补扣起始月份' }).selectOption('3');
    await page.getByRole('button', { name: '开始计算' }).click();

    await expect(monthTax(page, 5)).toContainText('150.00 元');
    await expect(monthTax(page, 6)).toContainText('0.00 元');
    await expect(monthTax(page, 6)).toContainText('本月专项附加扣除 8,000.00');
    await expect(monthTax(page, 6)).toContainText(
      '累计应纳税额 660.00 低于已预扣 750.00，本月不预扣',
    );
    await expect(monthTax(page, 7)).toContainText('0.00 元');
    await expect(monthTax(page, 8)).toContainText('90.00 元');
    await expect(page.getByText(/2,000\.00元\/月，6月起（补扣3-5月）/)).toBeVisible();

    // Back on the form, the deduction is still there as entered.
    await page.getByRole('link', { name: '重新计算' }).click();
    await expect(field(page, '第1项 每月金额（元）')).toHaveValue('2000');
    await expect(page.getByRole('combobox', { name: '第1项 补扣起始月份' })).toHaveValue('3');
  });

  test('the chosen city persists across visits', async ({ page }) => {
    await page.goto('/app/calculator');
    await page.getByRole('link', { name: '所在城市 深圳，点击切换' }).click();
    await expect(page).toHaveURL(/\/app\/city$/);
    await page.getByRole('searchbox', { name: '搜索城市' }).fill('hang');
    await page.getByRole('button', { name: /^杭州/ }).click();
    await expect(page).toHaveURL(/\/app\/calculator/);
    await page.reload();
    await expect(page.getByRole('link', { name: '所在城市 杭州，点击切换' })).toBeVisible();
    await page.goto('/app/city');
    await expect(page.getByText('当前城市：杭州')).toBeVisible();
  });

  test('the deduction sheet closes when the kept-alive calculator is left, so the next page stays usable', async ({
    page,
  }) => {
    await page.goto('/app/calculator');
    await page.getByRole('link', { name: '所在城市 深圳，点击切换' }).click();
    await expect(page).toHaveURL(/\/app\/city$/);
    await page.goBack();
    await page.getByRole('button', { name: '选择' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/app\/city$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('searchbox', { name: '搜索城市' }).fill('hang', { timeout: 3_000 });
    await page.getByRole('button', { name: /^杭州/ }).click();
    await expect(page.getByRole('link', { name: '所在城市 杭州，点击切换' })).toBeVisible();
  });

  test('bonus of 36001 and labour of 2000', async ({ page }) => {
    await page.goto('/app/calculator?mode=awards-year');
    await field(page, '年终奖（元）').fill('36001');
    await page.getByRole('button', { name: '开始计算' }).click();
    await expect(page.locator('.calc-row').filter({ hasText: '应纳税额' }).first()).toContainText(
      '3,390.10',
    );

    await page.goto('/app/calculator?mode=awards-service');
    await field(page, '劳务报酬（元）').fill('2000');
    await page.getByRole('button', { name: '开始计算' }).click();
    await expect(page.locator('.calc-row').filter({ hasText: '应纳税额' }).first()).toContainText(
      '240.00',
    );
  });

  test('no serious or critical accessibility violations on the calculator, its results, the detail list and /city', async ({
    page,
  }) => {
    await page.goto('/app/calculator');
    for (const mode of MODES) {
      await page.getByRole('tab', { name: mode }).click();
      await expect(page.getByRole('button', { name: '开始计算' })).toBeVisible();
      expect(await seriousViolations(page), mode).toEqual([]);
    }
    await page.getByRole('tab', { name: '工资薪金' }).click();
    await page.getByRole('button', { name: '添加年度中间开始的扣除' }).click();
    await page.getByRole('switch', { name: '第1项 补扣本年以前月份' }).check();
    await page.getByRole('switch', { name: '各月工资不同' }).check();
    await field(page, '税前月薪（元）').fill('abc');
    await expect(page.getByText('请输入数字！')).toBeVisible();
    expect(await seriousViolations(page), '填写中的表单').toEqual([]);
    await page.getByRole('button', { name: '选择' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), '专项附加扣除').toEqual([]);

    const results: [string, string][] = [
      [
        'wage-month',
        '/app/calculator/wage/month/eyJ2IjoxLCJjaXR5Ijoi5rex5ZyzIiwid2FnZSI6MzAwMDAwMCwiaW5zdXJhbmNlIjo0NTAwMDAsImFubmV4IjoyMDAwMDAsImFubmV4Rm9yWWVhciI6MCwib3RoZXIiOjAsInN0YXJ0TW9udGgiOjEsImZpcnN0Sm9iIjpmYWxzZX0',
      ],
      [
        'detail-list',
        '/app/calculator/detail/list/eyJ2IjoxLCJjaXR5Ijoi5rex5ZyzIiwid2FnZSI6MzAwMDAwMCwiaW5zdXJhbmNlIjo0NTAwMDAsImFubmV4IjoyMDAwMDAsImFubmV4Rm9yWWVhciI6MCwib3RoZXIiOjAsInN0YXJ0TW9udGgiOjEsImZpcnN0Sm9iIjpmYWxzZX0',
      ],
      [
        'wage-year',
        `/app/calculator/wage/year/${encode({ v: 1, wages: 36_000_000, labour: 0, author: 0, royalty: 0, special: 5_400_000, annex: 2_400_000, other: 0, pension: 0, prepaid: 2_710_000 })}`,
      ],
      [
        'awards-year',
        `/app/calculator/awards/year/${encode({ v: 1, bonus: 3_700_000, wage: 2_000_000, insurance: 0, annex: 0 })}`,
      ],
      ['awards-service', `/app/calculator/awards/service/${encode({ v: 1, income: 200_000 })}`],
      [
        'awards-recoup',
        `/app/calculator/awards/recoup/${encode({ v: 1, city: '深圳', compensation: 50_000_000, averageWage: 16_476_000, insurancePaid: 0 })}`,
      ],
      ['invalid', '/app/calculator/awards/recoup/garbage'],
      ['city', '/app/city'],
    ];
    for (const [name, url] of results) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });

  test.describe('on a 375 px phone', () => {
    // The project's phone, narrowed: the device sets the context's viewport, the page can resize it.
    test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 667 }));

    test('every label of the five forms stays on one line', async ({ page }) => {
      await page.goto('/app/calculator');
      await page.getByRole('button', { name: '添加年度中间开始的扣除' }).click();
      await page.getByRole('switch', { name: '第1项 补扣本年以前月份' }).check();
      for (const mode of MODES) {
        await page.getByRole('tab', { name: mode }).click();
        await expect(page.getByRole('button', { name: '开始计算' })).toBeVisible();
        // The height of the text itself (a legend's padding is not a second line).
        const labels = await page.locator('form label, form legend').evaluateAll((els) =>
          els.map((el) => {
            const style = getComputedStyle(el);
            const height =
              el.getBoundingClientRect().height -
              parseFloat(style.paddingTop) -
              parseFloat(style.paddingBottom);
            return { text: el.textContent ?? '', height, line: parseFloat(style.lineHeight) };
          }),
        );
        expect(labels.length, mode).toBeGreaterThan(0);
        for (const label of labels)
          expect(label.height, `${mode}: ${label.text}`).toBeLessThan(label.line * 1.5);
      }
    });
  });

  test.describe('on a 320 px phone', () => {
    // The project's phone, narrowed: the device sets the context's viewport, the page can resize it.
    test.beforeEach(({ page }) => page.setViewportSize({ width: 320, height: 640 }));

    test('the five modes fit, nothing overflows sideways, and the detail list scrolls under a fixed 月份 column', async ({
      page,
    }) => {
      const noSidewaysScroll = async () =>
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
      await page.goto('/app/calculator');
      for (const name of MODES) {
        const box = await page.getByRole('tab', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
      }
      await field(page, '税前月薪（元）').fill('１００００');
      await expect(field(page, '税前月薪（元）')).toHaveValue('10000');
      await expect(field(page, '三险一金（元/月）')).toHaveValue('1530');
      await noSidewaysScroll();
      await page.getByRole('button', { name: '开始计算' }).click();
      await expect(
        page.locator('.calc-row').filter({ hasText: '应纳税所得额' }).first(),
      ).toContainText('3,470.00');
      await noSidewaysScroll();

      await page.getByRole('link', { name: '月度明细' }).click();
      const region = page.getByRole('region', { name: '月度明细表' });
      const month = page.getByRole('rowheader', { name: '12月' });
      const before = await month.boundingBox();
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(page.getByRole('columnheader', { name: '累计已预扣税额' })).toBeInViewport();
      expect((await month.boundingBox())?.x).toBe(before?.x);
      await expect(month).toBeInViewport();
      await noSidewaysScroll();
    });
  });
});

/** A result URL's `:form` (the app's own encoding: base64url of the JSON). */
function encode(form: object): string {
  return Buffer.from(JSON.stringify(form)).toString('base64url');
}
