import { expect, test } from './support/fixtures';

/** A 1×1 PNG: the upload checks the file's first bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('投诉与建议', () => {
  test('too-short text is refused, then a complaint with a screenshot is sent', async ({
    page,
  }) => {
    await page.goto('/app/complain');
    await expect(page).toHaveTitle('投诉与建议');
    const content = page.getByPlaceholder(/请详细描述/);
    await content.fill('太卡了');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('内容须为10-500个字');

    await content.fill('课程视频在安卓手机上经常卡顿，切换清晰度后也没有改善，希望尽快优化。');
    await page.getByPlaceholder(/手机号或邮箱/).fill('13912345678');
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/image/multiUpload') && r.status() === 200,
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
    await uploaded;
    await expect(page.locator('.adm-image-uploader-cell img')).toHaveCount(1);

    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/complaints') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: '提交', exact: true }).click();
    const body = (await sent).postDataJSON() as {
      content: string;
      contact: string;
      images: string[];
    };
    expect(body.contact).toBe('13912345678');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/\/files\/\d+$/);
    await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();
    // Opened directly, "back" is the home page.
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});
