import { expect, test } from './support/fixtures';

test.describe('协议', () => {
  test('the user agreement shows its text from /static/html/agreement', async ({ page }) => {
    await page.goto('/app/agreement');
    await expect(page).toHaveTitle('用户协议');
    await expect(page.getByRole('heading', { name: '税务通用户服务协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '一、协议的范围与接受' })).toBeVisible();
    await expect(page.getByText(/中华人民共和国法律/)).toBeVisible();
  });

  test('the security agreement (/cecurity) shows the privacy and security text', async ({
    page,
  }) => {
    await page.goto('/app/cecurity');
    await expect(page).toHaveTitle('安全协议');
    await expect(page.getByRole('heading', { name: '税务通隐私与安全协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '六、账号安全提示' })).toBeVisible();
  });
});
