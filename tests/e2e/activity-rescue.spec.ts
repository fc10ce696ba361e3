import { creditCodeCheckChar } from '../../renderer/src/contracts/credit-code';
import { rescueApplyEndpoint } from '../../renderer/src/contracts/api/rescue';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

/** A valid credit code of this run, project and use: the mock API takes one open request per company. */
function freshCreditCode(project: number, use: number): string {
  const first17 = `91620927${String(Date.now()).slice(-7)}${project % 10}${use}`;
  return first17 + creditCodeCheckChar(first17);
}

test.describe('灾区税务咨询', () => {
  test('refuses bad fields before sending and a company that already applied, then takes the request and shows the server’s record', async ({
    page,
    mockApi,
  }, testInfo) => {
    const project = Math.max(
      0,
      testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
    );
    const taken = freshCreditCode(project, 1);
    const mine = freshCreditCode(project, 2);
    // Another account already has an open request for `taken`.
    const other = await mockApi.newUser();
    const earlier = await other.call(rescueApplyEndpoint, {
      body: {
        companyName: '积石山县恒达建材有限公司',
        creditCode: taken,
        region: '甘肃省临夏州积石山县',
        contactName: '马建国',
        phone: other.phone,
        question: '厂房在地震中受损停产，房产税能否申请减免？',
      },
    });

    const { phone } = await mockApi.newPhoneNumber();
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await new LoginOverlay(page).signInWith(mockApi, phone);
    await page.goto('/app/rescue');
    await expect(page.getByRole('heading', { name: '可咨询的帮扶政策' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '免费申请咨询' }).click();
    await expect(page).toHaveURL(/\/app\/rescue\/apply$/);

    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/rescue/apply')) posted = true;
    });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByLabel('企业名称')).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: '请填写企业名称' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请选择所在受灾地区' })).toBeVisible();

    await page.getByLabel('企业名称').fill('积石山县恒达建材有限公司');
    await page.getByLabel('统一社会信用代码').fill('91620927MA7ABCDE1Z');
    await page.getByLabel('所在受灾地区').selectOption('甘肃省临夏州积石山县');
    await page.getByLabel('联系人').fill('马');
    await page.getByLabel('手机号').fill('1391234567');
    await page.getByLabel('问题描述').fill('能减免吗？');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '请输入正确的统一社会信用代码' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '联系人须为2-20个字' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请输入正确手机号' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: '问题描述须为10-500个字' }),
    ).toBeVisible();
    await expect(page.getByLabel('统一社会信用代码')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(posted).toBe(false);

    await page.getByLabel('统一社会信用代码').fill(taken.toLowerCase());
    await page.getByLabel('联系人').fill('马建国');
    await page.getByLabel('手机号').fill(phone);
    await page
      .getByLabel('问题描述')
      .fill('厂房在地震中受损停产两个月，房产税和城镇土地使用税能否申请减免？');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
    await expect(
      page.getByRole('group', { name: /受灾证明或现场照片/ }).locator('img'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: '提交申请' }).click();
    const toast = new Toast(page);
    await toast.expectShown(`该企业已提交过申请（受理编号 ${earlier.ticketNo}），请勿重复提交`);
    await expect(page).toHaveURL(/\/app\/rescue\/apply$/);

    await page.getByLabel('统一社会信用代码').fill(mine);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/app\/rescue\/success\?id=\d+$/);
    await toast.expectShown('提交成功');
    const record = page.getByRole('region', { name: '申请记录' });
    await expect(record.getByText('已受理')).toBeVisible();
    await expect(record.getByText(/^受理编号：JZ\d{10}$/)).toBeVisible();
    await expect(record.getByText(mine, { exact: true })).toBeVisible();
    await expect(
      record.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`, { exact: false }),
    ).toBeVisible();
    await expect(record.getByRole('img', { name: '照片1' })).toBeVisible();
    // axe weighs the fading 提交成功 toast's text at its passing opacity: check once it has gone.
    await expect(toast.message('提交成功')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A second request is not offered while this one is open.
    await page.goto('/app/rescue/apply');
    await expect(page.getByRole('heading', { name: '您已有一份进行中的申请' })).toBeVisible();
    await page.getByRole('link', { name: '查看申请详情' }).click();
    await expect(record.getByText(mine, { exact: true })).toBeVisible();
  });
});
