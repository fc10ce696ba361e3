import { expect, test } from './support/fixtures';

const pdfRoute = (url: string) => `/app/pdf/${encodeURIComponent(url)}`;
/** pdf.js starts a worker and parses the file: on a loaded CI machine that takes longer than a click. */
const PDF_READY = { timeout: 20_000 };

test.describe('文件预览', () => {
  test('renders every page of a PDF with its page count and zooms', async ({ page }) => {
    await page.goto(pdfRoute('/api-mock/files/pdf/iit-annual-guide.pdf'));
    await expect(page.getByTestId('pdf-page-count')).toHaveText('第 1 / 3 页', PDF_READY);
    await expect(page.getByRole('img', { name: /^第 \d 页$/ })).toHaveCount(3);
    const firstPage = page.locator('.pdf-page').first();
    const before = (await firstPage.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByText('125%')).toBeVisible();
    await expect
      .poll(async () => (await firstPage.boundingBox())?.width ?? 0)
      .toBeGreaterThan(before * 1.2);
    await page.getByRole('button', { name: '缩小' }).click();
    await page.getByRole('button', { name: '缩小' }).click();
    await expect(page.getByText('75%')).toBeVisible();
    await page.locator('.pdf-page').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pdf-page-count')).toHaveText('第 3 / 3 页');
  });

  test('opens an article attachment from the API origin', async ({ page }) => {
    await page.goto('/app/article/detail/1');
    await page.getByRole('link', { name: '小型微利企业所得税优惠政策要点.pdf' }).click();
    await expect(page).toHaveURL(/\/app\/pdf\/http/);
    await expect(page.getByTestId('pdf-page-count')).toHaveText('第 1 / 1 页', PDF_READY);
  });

  test('says so for a bad address or a missing file', async ({ page }) => {
    await page.goto(pdfRoute('javascript:alert(1)'));
    await expect(page.getByText('文件地址无效')).toBeVisible();
    await page.goto(pdfRoute('/api-mock/files/pdf/missing-file.pdf'));
    await expect(page.getByText('文件不存在或已被删除')).toBeVisible();
  });

  test('the document viewer shows HTML and PDF documents', async ({ page }) => {
    await page.goto('/app/docs?id=1');
    await expect(
      page.getByRole('heading', { name: '个人所得税专项附加扣除操作指引' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toContainText('子女教育');
    await page.goto('/app/docs?id=4');
    await expect(page.getByTestId('pdf-page-count')).toHaveText('第 1 / 2 页', PDF_READY);
    await page.goto('/app/docs?id=999');
    // The http client also toasts the server's 文档不存在; the page itself shows the empty state.
    await expect(page.locator('.adm-error-block').getByText('文档不存在')).toBeVisible();
  });
});

test('Chinese text in a non-embedded CID font gets its Adobe CMap from the app', async ({
  page,
}) => {
  const cmap: number[] = [];
  page.on('response', (r) => {
    if (/\/app\/assets\/UniGB-UCS2-H-[\w-]+\.bcmap$/.test(r.url())) cmap.push(r.status());
  });
  await page.goto(pdfRoute('/api-mock/files/pdf/cjk-cmap-sample.pdf'));
  await expect(page.getByTestId('pdf-page-count')).toHaveText('第 1 / 1 页', PDF_READY);
  await expect.poll(() => cmap).toEqual([200]);
  await expect(page.locator('.adm-error-block')).toHaveCount(0);
});
