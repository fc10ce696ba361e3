import { activitySignupEndpoint } from '../../renderer/src/contracts/api/activity';
import { MockApiError, type MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations, signInOnOverlay } from './support/member-session';

/** Signs new accounts up through the API until the mock answers 名额已满 (the mock API may be shared, so it may be full already). */
async function fillActivity(mockApi: MockApi, id: number): Promise<void> {
  for (let n = 0; n < 19; n++) {
    const user = await mockApi.newUser();
    try {
      await user.call(activitySignupEndpoint, {
        params: { id },
        body: { name: '陈静', phone: user.phone },
      });
    } catch (error) {
      if (error instanceof MockApiError && error.message.endsWith('：名额已满')) return;
      throw error;
    }
  }
  throw new Error(`activity ${id} never filled up`);
}

test.describe('活动详情与报名', () => {
  test('checks the form, logs in at 立即报名 keeping what was typed, signs up once and shows the check-in code', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/activity/1');
    await expect(
      page.getByRole('heading', { level: 1, name: '个税汇算清缴实务公益讲座' }),
    ).toBeVisible();
    await expect(page.getByText('报名中', { exact: true })).toBeVisible();
    await expect(page.getByText(/^剩余名额 \d+ \/ 500$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('姓名').fill('王');
    await page.getByLabel('手机号').fill('1391234');
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '姓名须为2-20个字' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请输入正确手机号' })).toBeVisible();
    await expect(page.getByLabel('姓名')).toBeFocused();

    const { phone } = await mockApi.newPhoneNumber();
    await page.getByLabel('姓名').fill('王芳');
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('单位（选填）').fill('深圳市南山区某科技有限公司');
    await page.getByRole('button', { name: '立即报名' }).click();
    await new LoginOverlay(page).signInWith(mockApi, phone);
    const mine = page.getByRole('region', { name: '我的报名' });
    await expect(mine.getByText(/^\d{6}$/)).toBeVisible();
    await expect(mine.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    const code = await mine.getByText(/^\d{6}$/).textContent();
    await expect(page.getByRole('button', { name: '立即报名' })).toHaveCount(0);

    // From the server, not from the page: a reload shows the same sign-up.
    await page.reload();
    await expect(mine.getByText(code ?? '')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('refuses a sign-up once the places are gone, and says when sign-up is not open or has closed', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/activity/3');
    await expect(
      page.getByRole('heading', { level: 1, name: '小微企业税收优惠政策面对面' }),
    ).toBeVisible();
    await fillActivity(mockApi, 3);
    await page.reload();
    await expect(page.getByText('名额已满（共 6 人）')).toBeVisible();
    await expect(page.getByRole('button', { name: '名额已满' })).toBeDisabled();
    await expect(page.getByLabel('姓名')).toHaveCount(0);

    await page.goto('/app/activity/5');
    await expect(page.getByRole('button', { name: '报名未开始' })).toBeDisabled();
    await expect(page.getByText('未开始', { exact: true })).toBeVisible();
    await page.goto('/app/activity/4');
    await expect(page.getByText('已结束', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '活动已结束' })).toBeDisabled();
    await page.goto('/app/activity/6');
    await expect(page.getByText('进行中', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '报名已截止' })).toBeDisabled();
  });

  test('takes a user whose page still offered the last place to the server’s 名额已满', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await page.route('**/activity/detail/3', async (route) => {
      // The page loaded while a place was left (as it would have a moment before the last one went).
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { placesLeft: number; signup: string; signupText: string; signedUp: number };
      };
      await route.fulfill({
        response,
        json: {
          ...body,
          data: { ...body.data, placesLeft: 1, signedUp: 5, signup: 'open', signupText: '报名中' },
        },
      });
    });
    await fillActivity(mockApi, 3);
    await page.goto('/app/activity/3');
    await page.getByLabel('姓名').fill('李强');
    await page.getByLabel('手机号').fill(user.phone);
    await page.unroute('**/activity/detail/3');
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(
      page.locator('.adm-toast-main').getByText('名额已满', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '名额已满' })).toBeDisabled();
  });
});
