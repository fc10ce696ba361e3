import { getDevice } from '../../simulator/devices';
import { expect, test } from './support/fixtures';
import { smsCodeOf } from './support/login-overlay';

/** Seeded user 3's invite code (seed/users.ts: T + base36 of 100000 + id × 7919). */
const INVITE_CODE = `T${(100000 + 3 * 7919).toString(36).toUpperCase()}`;

test.describe('通用页面', () => {
  test("invite → register with phone and SMS code → poster with the new user's QR card", async ({
    page,
    mockApi,
  }) => {
    const { phone } = await mockApi.newPhoneNumber();
    await page.goto(`/app/invite?code=${INVITE_CODE}`);
    await expect(page).toHaveTitle('邀请注册');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('邀请您加入税务通');
    const submit = page.getByRole('button', { name: '注册领取积分' });
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await expect(submit).toBeDisabled();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重试/ })).toBeDisabled();
    // The countdown starts before the send reaches the simulator: wait for the code to be there.
    let code = '';
    await expect
      .poll(async () => {
        code = await smsCodeOf(mockApi, phone);
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByPlaceholder('请输入验证码').fill(code);
    await submit.click();
    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page.getByText('您与好友各获得200积分，可在积分商城兑换好礼')).toBeVisible();

    await page.goto('/app/poster');
    const card = page.getByRole('img', { name: '我的邀请卡' });
    await expect(card).toBeVisible();
    expect(await card.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(page.getByRole('button', { name: '保存图片' })).toBeVisible();
  });

  test("download page points the phone to its platform's download: an iPhone to the App Store", async ({
    page,
    device: deviceId,
  }) => {
    await page.goto('/app/download');
    await expect(page).toHaveTitle('下载APP');
    const download = getDevice(deviceId).platform === 'ios' ? '前往 App Store 下载' : '下载安卓版';
    await expect(page.getByRole('button', { name: download })).toBeVisible();
    await expect(page.getByText(/最新版本 V\d/)).toBeVisible();
  });

  test('register landing (立即体验) asks to log in before starting', async ({ page }) => {
    await page.goto('/app/register');
    await expect(page).toHaveTitle('立即体验');
    await expect(page.getByRole('region', { name: '产品介绍' })).toContainText('专家问答');
    await page.getByRole('button', { name: '立即体验' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('diagnostics page shows the environment and calls the bridge', async ({ page }) => {
    await page.goto('/app/test');
    await expect(page).toHaveTitle('测试');
    await expect(page.getByText('User-Agent')).toBeVisible();
    await expect(page.getByText('/api-mock')).toBeVisible();
    await page.getByRole('button', { name: '测试' }).click();
    await expect(page.getByText(/✓ \d+ ms · 最新版本/)).toBeVisible();
    await page.getByRole('button', { name: '调用 getDeviceInfo' }).click();
    // A phone browser has no native bridge: the tester names the protocol's error.
    await expect(page.getByLabel('调用结果')).toContainText('✗');
  });
});
