import { expect, test } from './support/fixtures';

// In the native app the web view was opened from a native page: back on the first page closes it.
for (const device of ['iphone-15', 'pixel-8'] as const) {
  test(`${device}: back on the entry page closes the web view through closePage`, async ({
    phones,
  }) => {
    const phone = await phones({ device, mode: 'app', startUrl: '/app/calculator' });
    await expect.poll(() => phone.title()).toBe('个税计算器');
    // The web view may go away while the click is still being reported: only then is that no error.
    await phone.page
      .getByRole('button', { name: '返回' })
      .click()
      .catch((error: unknown) => {
        if (!phone.closed) throw error;
      });
    await expect.poll(() => phone.closed).toBe(true);
    expect(phone.bridgeLog.calls('closePage')[0]?.result).toEqual({ ok: true });
  });
}

test('in the app, back after navigating goes back instead of closing', async ({ phones }) => {
  const phone = await phones({ device: 'iphone-15', mode: 'app', startUrl: '/app/home' });
  await phone.page.getByText('个税计算器').first().click();
  await expect.poll(() => phone.title()).toBe('个税计算器');
  await phone.page.getByRole('button', { name: '返回' }).click();
  await expect(phone.page).toHaveURL(/\/app\/home$/);
  expect(phone.closed).toBe(false);
  expect(phone.bridgeLog.calls('closePage')).toHaveLength(0);
});

test('in a phone browser, back on the entry page goes home', async ({ phones }) => {
  const phone = await phones({ device: 'iphone-15', mode: 'browser', startUrl: '/app/calculator' });
  await phone.page.getByRole('button', { name: '返回' }).click();
  await expect(phone.page).toHaveURL(/\/app\/home$/);
  expect(phone.closed).toBe(false);
});
