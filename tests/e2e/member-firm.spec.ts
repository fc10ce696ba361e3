import { creditCodeCheckChar } from '../../renderer/src/contracts/credit-code';
import { expect, test } from './support/fixtures';
import { smsCodeOf } from './support/login-overlay';
import { seriousViolations, signInOnOverlay } from './support/member-session';

/** A valid credit code of this run and project: the mock API takes one application per code. */
function freshCreditCode(project: number): string {
  const first17 = `91440300${String(Date.now()).slice(-8)}${project % 10}`;
  return first17 + creditCodeCheckChar(first17);
}

test.describe('企业试用申请', () => {
  test("an empty submit shows every field's problem at once, as the rescue request does; typing clears that field's", async ({
    page,
  }) => {
    await page.goto('/app/firm/apply');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/firm/apply')) posted = true;
    });
    await page.getByRole('button', { name: '提交申请' }).click();
    const problems = [
      '请填写企业全称',
      '请输入正确的统一社会信用代码',
      '请填写联系人',
      '请输入正确手机号',
      '请输入正确的验证码',
      '请选择企业规模',
    ];
    for (const message of problems)
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(problems.length);
    await expect(page.getByLabel('企业名称')).toBeFocused();
    for (const field of ['企业名称', '统一社会信用代码', '联系人', '手机号', '验证码'])
      await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('企业名称').fill('深圳市华信税务师事务所有限公司');
    await expect(page.getByRole('alert').filter({ hasText: '请填写企业全称' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(problems.length - 1);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByLabel('统一社会信用代码')).toBeFocused();
    expect(posted).toBe(false);
  });

  test('refuses a bad credit code before sending, then applies (待审核) and shows a refusal with its reason', async ({
    page,
    mockApi,
  }, testInfo) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await page.goto('/app/firm/apply');

    await page.getByLabel('企业名称').fill('深圳市华信税务师事务所有限公司');
    await page.getByLabel('统一社会信用代码').fill('91440300MA5G0000X1');
    await page.getByLabel('联系人').fill('王伟');
    const { phone: contact } = await mockApi.newPhoneNumber();
    await page.getByLabel('手机号').fill(contact);
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('radio', { name: '21-100人' }).check();
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/firm/apply')) posted = true;
    });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '请输入正确的统一社会信用代码' }),
    ).toBeVisible();
    await expect(page.getByLabel('统一社会信用代码')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    const project = Math.max(
      0,
      testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
    );
    const creditCode = freshCreditCode(project);
    await page.getByLabel('统一社会信用代码').fill(creditCode.toLowerCase());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();
    await expect.poll(() => smsCodeOf(mockApi, contact)).toMatch(/^\d{6}$/);
    await page.getByLabel('验证码').fill(await smsCodeOf(mockApi, contact));
    await page.getByRole('button', { name: '提交申请' }).click();

    const progress = page.getByRole('region', { name: '申请进度' });
    await expect(progress.getByText('待审核')).toBeVisible();
    await expect(progress.getByText(`统一社会信用代码：${creditCode}`)).toBeVisible();

    await mockApi.firmReview({
      body: { creditCode, approve: false, reason: '营业执照信息与企业名称不符' },
    });
    await page.reload();
    await expect(progress.getByText('未通过', { exact: true })).toBeVisible();
    await expect(progress.getByText('未通过原因：营业执照信息与企业名称不符')).toBeVisible();
    await progress.getByRole('button', { name: '重新申请' }).click();
    await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
  });
});
