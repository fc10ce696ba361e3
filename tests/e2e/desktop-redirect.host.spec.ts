import { DEFAULT_PC_SITE_URL } from '../../simulator/hosts';
import { expect, test } from './support/fixtures';

// The app's build decides the PC site (VITE_PC_SITE_URL); the host answers it with a local page.
const PC_SITE = (process.env.VITE_PC_SITE_URL || DEFAULT_PC_SITE_URL).replace(/\/+$/, '');

test.describe('desktop redirect by the route guard', () => {
  for (const device of ['desktop-chrome-windows', 'desktop-safari-macos']) {
    test(`${device} lands on the exact PC URL of an article`, async ({ phones }) => {
      const phone = await phones({
        device,
        mode: 'browser',
        startUrl: '/app/article/detail/123?from=share',
      });
      const expected = `${PC_SITE}/articles/123?from=share`;
      await expect(phone.page).toHaveURL(expected);
      await expect(phone.page.locator('#pc-url')).toHaveText(expected);
    });
  }

  test('a phone browser stays in the app on the same URL', async ({ phones }) => {
    const phone = await phones({
      device: 'iphone-15',
      mode: 'browser',
      startUrl: '/app/article/detail/123?from=share',
    });
    await expect(phone.page.getByRole('heading', { name: /研发费用加计扣除/ })).toBeVisible();
    await expect(phone.page).toHaveURL(/\/app\/article\/detail\/123\?from=share$/);
  });
});
