/**
 * 同步操作 in the panel: a login and a scroll on one framed phone arrive on two others of other
 * widths, by element (the native login sheet answered once, followed on each phone) and by how far
 * down the page; a phone taken out stops following.
 */
import type { Page } from '@playwright/test';
import { frameLayout } from '../../simulator/devices/frame-layout';
import { getDevice } from '../../simulator/devices';
import { expect, test } from './support/fixtures';
import {
  openFramedSim,
  openPanel,
  openWithForm,
  panelViolations,
  tapThroughFrame,
  type FramedSim,
} from './support/framed-sim';

// Three framed phones and a panel on a shared 2-core machine.
test.setTimeout(180_000);
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

let sim: FramedSim;
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl);
});
test.afterEach(async () => {
  await sim.close();
});

const scrollRatio = (page: Page) =>
  page.evaluate(() => {
    const box = document.scrollingElement ?? document.documentElement;
    return box.scrollTop / Math.max(1, box.scrollHeight - box.clientHeight);
  });

test('a login and a scroll on one phone arrive on two phones of other widths', async ({
  page: panel,
  mockApi,
}) => {
  const { phone: number } = await mockApi.newPhoneNumber();
  await openPanel(panel, sim, { width: 1900, height: 1300 });
  const iphone = await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
  const pixel = await openWithForm(panel, sim, 'pixel-8', 'App 内（原生桥接）');
  const vivo = await openWithForm(panel, sim, 'vivo-x100', 'App 内（原生桥接）');
  const followers = [pixel, vivo];
  expect(new Set([iphone, ...followers].map((p) => p.page.viewportSize()?.width)).size).toBe(3);

  await panel.getByRole('button', { name: '同步操作' }).click();
  await expect(panel.getByRole('button', { name: '同步操作' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const pixelCard = panel.getByRole('region', { name: 'Google Pixel 8 App 内' });
  await expect(pixelCard.getByRole('checkbox', { name: '参与同步' })).toBeChecked();
  expect(await panelViolations(panel)).toEqual([]);

  // A tap on 登录 in the iPhone's frame opens the native login sheet on all three phones; the
  // iPhone's is answered in its frame, and each other phone answers its own the same way.
  const screen = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
  await expect(screen.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
  const layout = frameLayout(getDevice('iphone-15'), 'app');
  await tapThroughFrame(
    panel,
    screen,
    iphone,
    iphone.page.getByRole('button', { name: '登录' }).first(),
    layout,
  );
  const sheet = screen.getByRole('dialog', { name: '登录' });
  await sheet.getByLabel('手机号').fill(number);
  await sheet.getByRole('button', { name: '登录' }).click();
  for (const phone of [iphone, ...followers])
    await expect.poll(() => phone.bridge?.signedIn?.user.phone).toBe(number);
  for (const phone of followers)
    expect(phone.bridgeLog.calls('login').map((c) => c.error ?? 'ok')).toEqual(['ok']);

  // The wheel on the iPhone's frame: each other phone scrolls as far down its own page.
  const drawn = await screen.locator('.device-screen').boundingBox();
  if (!drawn) throw new Error('no iPhone screen');
  await panel.mouse.move(drawn.x + drawn.width / 2, drawn.y + drawn.height * 0.6);
  await panel.mouse.wheel(0, 700);
  await expect.poll(() => scrollRatio(iphone.page)).toBeGreaterThan(0.05);
  await expect
    .poll(async () => Math.abs((await scrollRatio(iphone.page)) - (await scrollRatio(pixel.page))))
    .toBeLessThan(0.02);
  await expect
    .poll(async () => Math.abs((await scrollRatio(iphone.page)) - (await scrollRatio(vivo.page))))
    .toBeLessThan(0.02);

  // The vivo taken out: the next scroll back to the top reaches the Pixel only.
  const vivoCard = panel.getByRole('region', { name: 'vivo X100 App 内' });
  // A click, not uncheck(): the box follows the host's state, a moment later.
  await vivoCard.getByRole('checkbox', { name: '参与同步' }).click();
  await expect(vivoCard.getByRole('checkbox', { name: '参与同步' })).not.toBeChecked();
  const vivoRatio = await scrollRatio(vivo.page);
  await panel.mouse.move(drawn.x + drawn.width / 2, drawn.y + drawn.height * 0.6);
  await panel.mouse.wheel(0, -5000);
  await expect.poll(() => scrollRatio(iphone.page)).toBeLessThan(0.01);
  await expect.poll(() => scrollRatio(pixel.page)).toBeLessThan(0.01);
  expect(await scrollRatio(vivo.page)).toBeCloseTo(vivoRatio, 2);
});
