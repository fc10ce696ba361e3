import { expect, test } from './support/fixtures';

test('in a phone browser, share uses the system share sheet (Web Share) with the share link', async ({
  phones,
}) => {
  const phone = await phones({
    device: 'samsung-galaxy-s24',
    mode: 'browser',
    startUrl: '/app/article/detail/123?from=qa',
  });
  const title = phone.page.getByRole('heading', { name: /研发费用加计扣除/ });
  await expect(title).toBeVisible();
  await phone.page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => phone.shareLog.length).toBe(1);
  const [share] = phone.shareLog;
  expect(share?.via).toBe('web-share');
  const payload = share?.payload as { title: string; url: string };
  expect(payload.title).toBe(await title.textContent());
  // The route's sharePath plus its params, then the query (docs/product.md「首页与导航」).
  const url = new URL(payload.url);
  expect(`${url.pathname}${url.search}`).toBe('/app/article/share/123?from=qa');
  expect(phone.bridgeLog.entries()).toHaveLength(0);
});
