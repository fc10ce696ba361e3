import {
  memberExchangeEndpoint,
  memberTrialEndpoint,
} from '../../renderer/src/contracts/api/member';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

test.describe('会员中心', () => {
  test('a visitor sees 未开通 and the plans, starts the free trial after logging in, and cannot start it twice', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/member/center');
    const status = page.getByRole('region', { name: '会员状态' });
    await expect(status.getByText('未开通')).toBeVisible();
    await expect(status.getByRole('heading', { name: '普通用户' })).toBeVisible();
    const yearPlan = page.getByRole('link', { name: /个人会员·年卡\s*¥\s*298\.00/ });
    await expect(yearPlan.getByText('¥696.00')).toBeVisible();
    await expect(yearPlan.getByText('立省 398.00 元')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '会员服务' }).getByRole('link', { name: '兑换码' }),
    ).toHaveAttribute('href', '/app/exchange');
    await expect(
      page.getByRole('region', { name: '会员权益' }).getByText('注册税务师一对一图文咨询'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await status.getByRole('button', { name: '立即试用' }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await expect(status.getByText('试用中')).toBeVisible();
    await expect(status.getByRole('heading', { name: '个人会员' })).toBeVisible();
    await expect(status.getByText(/^有效期至：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(status.getByRole('button', { name: '立即试用' })).toBeHidden();

    // Once per user: the server refuses a repeated request whatever the page shows.
    await expect(user.call(memberTrialEndpoint)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/：您已使用过会员试用$/),
    });
  });

  test('a member, from 我的, sees 会员中 with the expiry and 续费 (also on the v2 and v3 layouts)', async ({
    page,
    mockApi,
  }, testInfo) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    const codes = await mockApi.redemptionCodes();
    // Projects share one mock API and exchange.spec takes codes from the front: each project takes its own from the back.
    const project = Math.max(
      0,
      testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
    );
    const yearCode = codes.filter((c) => c.planName === '个人会员·年卡').at(-1 - project);
    if (!yearCode) throw new Error('the mock API seeded no unused year-card code');
    await user.call(memberExchangeEndpoint, { body: { code: yearCode.code } });

    await page.getByRole('link', { name: '我的' }).click();
    // Scoped to 我的: the home page, kept alive behind it, has a 会员中心 entry of its own.
    await page
      .getByRole('navigation', { name: '我的服务' })
      .getByRole('link', { name: /会员中心/ })
      .click();
    const status = page.getByRole('region', { name: '会员状态' });
    await expect(status.getByText('会员中')).toBeVisible();
    await expect(status.getByRole('heading', { name: '个人会员' })).toBeVisible();
    await expect(status.getByText(/^有效期至：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(status.getByRole('link', { name: '续费会员' })).toHaveAttribute(
      'href',
      '/app/member/apply',
    );
    await expect(status.getByRole('button', { name: '立即试用' })).toBeHidden();

    for (const path of ['/app/v2/member/center', '/app/v3/member/center']) {
      await page.goto(path);
      await expect(
        page.getByRole('region', { name: '会员状态' }).getByText('会员中'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /个人会员·月卡\s*¥\s*38\.00/ })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('特权对比 sets every right against every tier with ✓, ✗ or the quota', async ({ page }) => {
    await page.goto('/app/v3/member/rights');
    const table = page.getByRole('table', { name: '会员特权对比' });
    const advisor = table.getByRole('row', { name: /专属顾问/ });
    await expect(advisor.getByRole('img', { name: '不含' })).toHaveCount(2);
    await expect(advisor.getByRole('img', { name: '包含' })).toHaveCount(1);
    await expect(
      table.getByRole('row', { name: /专家咨询/ }).getByRole('cell', { name: '每月4次' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
