import { expect, test } from './support/fixtures';
import { LoginOverlay, smsCodeOf } from './support/login-overlay';

test.describe('兑换码兑换', () => {
  test('logs in through the overlay, redeems a code sent encrypted, and shows the membership gained', async ({
    page,
    mockApi,
  }, testInfo) => {
    const codes = await mockApi.redemptionCodes();
    // The projects may share one mock API and run this at the same time: each takes a code of its own.
    const target =
      codes[
        Math.max(
          0,
          testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
        )
      ];
    if (!target) throw new Error('the mock API seeded no unused redemption code');

    await page.goto('/app/exchange');
    await page.getByRole('textbox', { name: '兑换码' }).fill(` ${target.code.toLowerCase()} `);
    await page.getByRole('button', { name: '立即兑换' }).click();

    const overlay = new LoginOverlay(page);
    await expect(overlay.dialog).toBeVisible();
    const { phone } = await mockApi.newPhoneNumber();
    await overlay.requestCode(phone);
    await expect.poll(() => smsCodeOf(mockApi, phone)).toMatch(/^\d{6}$/);
    await overlay.code.fill(await smsCodeOf(mockApi, phone));

    // The redemption starts by itself once the login succeeds.
    const redeemRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/member/exchange'),
    );
    await overlay.submit.click();
    const sent = await redeemRequest;
    const body = sent.postData() ?? '';
    expect(body).not.toContain(target.code);
    expect(body.toUpperCase()).not.toContain(target.code);
    expect((JSON.parse(body) as { code: string }).code).toMatch(/^[A-Za-z0-9+/]{100,}=*$/);

    await expect(page.getByText('兑换成功', { exact: true })).toBeVisible();
    await expect(page.getByText(target.planName)).toBeVisible();
    await expect(page.getByText(/有效期至：\d{4}-\d{2}-\d{2}/)).toBeVisible();

    // The code is spent: the QA list no longer offers it.
    const after = await mockApi.redemptionCodes();
    expect(after.map((c) => c.code)).not.toContain(target.code);
  });

  test('from an SMS link: the phone shown masked, the code prefilled, a malformed code refused before login', async ({
    page,
  }) => {
    await page.goto('/app/exchange/by/mobile?mobile=13812345678&code=sw2026abcd');
    await expect(page.getByText('兑换账号：138****5678')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '兑换码' })).toHaveValue('SW2026ABCD');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.getByText('兑换码格式不正确，应为 SW 开头的 14 位字母数字')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '注册/登录' })).toBeHidden();

    await page.getByRole('textbox', { name: '兑换码' }).fill('');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.getByText('请输入兑换码', { exact: true })).toBeVisible();
  });
});
