/**
 * The Chromium host as a phone simulator: Playwright drives the control panel itself, where the
 * phones are drawn framed and live from the screencast, and every input goes through the frame.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { frameLayout, FRAME_BEZEL } from '../../simulator/devices/frame-layout';
import { getDevice } from '../../simulator/devices';
import { expect, test } from './support/fixtures';
import {
  openFramedSim,
  openPanel,
  openWithForm,
  tapThroughFrame,
  type FramedSim,
} from './support/framed-sim';

// Two browsers and a panel on a shared 2-core machine.
test.setTimeout(120_000);
// The panel is a page on a desktop's Chrome, as QA opens it; the phones are the framed host's.
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

/** Decodes a PNG in the panel's page and returns pixels at CSS points of the framed phone. */
async function pixels(
  panel: Page,
  png: Buffer,
  points: { x: number; y: number }[],
): Promise<number[][]> {
  return panel.evaluate(
    async ({ data, points: at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return at.map((p) => [...context.getImageData(p.x, p.y, 1, 1).data]);
    },
    { data: png.toString('base64'), points },
  );
}

for (const where of ['local', 'browser-server'] as const) {
  test.describe(`framed phones (${where === 'local' ? 'local browser' : 'Playwright browser server in another process'})`, () => {
    let sim: FramedSim;
    test.beforeEach(async ({ servers }) => {
      sim = await openFramedSim(where, servers.apiUrl);
    });
    test.afterEach(async () => {
      await sim.close();
    });

    test('an iPhone in the app and an Android phone in the browser, live in their frames', async ({
      page: panel,
      mockApi,
    }) => {
      const { phone: member } = await mockApi.newPhoneNumber();
      await openPanel(panel, sim, { width: 1700, height: 1100 });
      const appPhone = await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
      const browserPhone = await openWithForm(panel, sim, 'xiaomi-14', '手机浏览器');

      const iphone = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
      const xiaomi = panel.getByRole('group', { name: '小米 14的屏幕' });
      // Both pictures arrive; the Android phone has the browser's address bar, the iPhone the app's title bar.
      await expect(iphone.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
      await expect(xiaomi.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
      await expect(xiaomi.locator('.address')).toHaveText(new URL(sim.panelUrl).host);
      await expect(iphone.getByRole('button', { name: '返回' })).toBeVisible();
      // Both phones are scaled to fit the window, side by side: no frame runs off its right or bottom.
      for (const framed of [iphone, xiaomi]) {
        await expect
          .poll(async () => {
            const box = await framed
              .locator('xpath=ancestor::div[contains(@class, "device-slot")]')
              .boundingBox();
            return box
              ? box.x >= 0 && box.y >= 0 && box.x + box.width <= 1700 && box.y + box.height <= 1100
              : false;
          })
          .toBe(true);
      }

      // Scrolling the framed Android phone: with the wheel, then with a finger's drag (touch events).
      await expect(
        browserPhone.page.locator('.home-feeds a[href^="/app/article/detail/"]'),
      ).toHaveCount(10);
      const xiaomiScreen = await xiaomi.locator('.device-screen').boundingBox();
      if (!xiaomiScreen) throw new Error('no Android screen');
      const midX = xiaomiScreen.x + xiaomiScreen.width / 2;
      await panel.mouse.move(midX, xiaomiScreen.y + xiaomiScreen.height * 0.7);
      await panel.mouse.wheel(0, 600);
      await expect.poll(() => browserPhone.page.evaluate('scrollY')).toBeGreaterThan(100);
      const afterWheel = (await browserPhone.page.evaluate('scrollY')) as number;
      await panel.mouse.down();
      for (let step = 1; step <= 10; step += 1)
        await panel.mouse.move(midX, xiaomiScreen.y + xiaomiScreen.height * (0.7 - step * 0.04));
      await panel.mouse.up();
      await expect
        .poll(() => browserPhone.page.evaluate('scrollY'))
        .toBeGreaterThan(afterWheel + 100);

      // A tap on a home tile inside the framed iPhone opens that page, and the title bar shows its title.
      const portrait = frameLayout(getDevice('iphone-15'), 'app');
      const tile = appPhone.page
        .getByRole('navigation', { name: '常用功能' })
        .getByRole('link', { name: '个税计算器' });
      await tapThroughFrame(panel, iphone, appPhone, tile, portrait);
      await expect(appPhone.page).toHaveURL(/\/app\/calculator$/);
      await expect(iphone.getByRole('heading', { name: '个税计算器' })).toBeVisible();

      // The title bar's back button goes back.
      await iphone.getByRole('button', { name: '返回' }).click();
      await expect(appPhone.page).toHaveURL(/\/app\/home$/);

      // The native login sheet opens over that phone's frame; signing in there signs the app in.
      await tapThroughFrame(
        panel,
        iphone,
        appPhone,
        appPhone.page.getByRole('button', { name: '登录' }).first(),
        portrait,
      );
      const sheet = iphone.getByRole('dialog', { name: '登录' });
      await sheet.getByLabel('手机号').fill(member);
      await sheet.getByRole('button', { name: '登录' }).click();
      await expect(sheet).toBeHidden();
      await expect.poll(() => appPhone.bridge?.signedIn?.user.phone).toBe(member);

      // Typing Chinese into the framed phone: tap the search box, then the text arrives committed.
      const search = appPhone.page.getByRole('searchbox', { name: '搜索文章' });
      await tapThroughFrame(panel, iphone, appPhone, search.first(), portrait);
      await expect(search.first()).toBeFocused();
      await panel.keyboard.insertText('个税');
      await expect(search.first()).toHaveValue('个税');

      // DevTools for that phone: Chromium's own inspector on the browser's debugging port (local browser).
      if (where === 'local') {
        const popup = panel.waitForEvent('popup');
        await panel
          .getByRole('region', { name: 'iPhone 15 App 内' })
          .getByRole('button', { name: 'DevTools' })
          .click();
        const inspector = await popup;
        expect(inspector.url()).toMatch(
          /\/devtools\/inspector\.html\?ws=127\.0\.0\.1:\d+\/devtools\/page\/[0-9A-F]+$/,
        );
        await inspector.close();
      } else {
        // A Playwright browser server has no debugging port: the button says so, and what to use instead.
        const region = panel.getByRole('region', { name: 'iPhone 15 App 内' });
        await region.getByRole('button', { name: 'DevTools' }).click();
        await expect(
          region.getByText(
            /Playwright 浏览器服务（--connect ws:\/\/.*）里，它不开放调试端口，无法打开开发者工具/,
          ),
        ).toBeVisible();
      }

      // Rotate: the page turns to landscape, and so does the frame.
      await panel
        .getByRole('region', { name: 'iPhone 15 App 内' })
        .getByRole('button', { name: '横屏' })
        .click();
      await expect
        .poll(() => appPhone.page.evaluate('matchMedia("(orientation: landscape)").matches'))
        .toBe(true);
      expect(appPhone.page.viewportSize()).toEqual({ width: 852, height: 393 - 44 });
      await expect
        .poll(async () => {
          const box = await iphone.boundingBox();
          return box ? box.width > box.height : false;
        })
        .toBe(true);

      // The framed screenshot: the turned phone with its bezel at the device's pixel ratio, the app inside.
      const landscape = frameLayout(getDevice('iphone-15'), 'app', 'landscape');
      const download = panel.waitForEvent('download');
      await panel
        .getByRole('region', { name: 'iPhone 15 App 内' })
        .getByRole('link', { name: '带框截图' })
        .click();
      const file = await (await download).path();
      const png = await readFile(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const dpr = 3;
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        (landscape.screen.width + 2 * FRAME_BEZEL) * dpr,
        (landscape.screen.height + 2 * FRAME_BEZEL) * dpr,
      ]);
      const own = await appPhone.page.screenshot();
      // Bezel: dark. Page: the same pixels as the page's own screenshot at the same places.
      const inPage = [
        { x: 40, y: 40 },
        { x: 400, y: 120 },
        { x: 700, y: 300 },
      ];
      const framedAt = inPage.map((p) => ({
        x: (FRAME_BEZEL + landscape.page.x + p.x) * dpr,
        y: (FRAME_BEZEL + landscape.page.y + p.y) * dpr,
      }));
      const [bezel] = await pixels(panel, png, [{ x: 5 * dpr, y: (FRAME_BEZEL + 200) * dpr }]);
      expect(bezel?.slice(0, 3).every((c) => c < 60)).toBe(true);
      const framedPixels = await pixels(panel, png, framedAt);
      const ownPixels = await pixels(
        panel,
        own,
        inPage.map((p) => ({ x: p.x * dpr, y: p.y * dpr })),
      );
      framedPixels.forEach((pixel, i) => {
        pixel
          .slice(0, 3)
          .forEach((c, j) => expect(Math.abs(c - (ownPixels[i]?.[j] ?? -999))).toBeLessThan(24));
      });
      // The title bar is in the frame: the app's heading drawn above the page.
      const titleRow = await pixels(panel, png, [
        { x: (FRAME_BEZEL + 10) * dpr, y: (FRAME_BEZEL + 20) * dpr },
      ]);
      expect(titleRow[0]?.slice(0, 3)).toEqual([255, 255, 255]);
    });

    test('an in-app payment: the payment sheet opens over the framed phone and is answered there', async ({
      page: panel,
      mockApi,
    }) => {
      test.skip(
        where !== 'local',
        'the sheets do not depend on where the browser runs; once is enough',
      );
      const { phone: member } = await mockApi.newPhoneNumber();
      // Tall enough that the whole framed phone is on the panel's screen (the agreement is near its bottom).
      await openPanel(panel, sim, { width: 1700, height: 1500 });
      const appPhone = await openWithForm(
        panel,
        sim,
        'xiaomi-14',
        'App 内（原生桥接）',
        '/app/member/apply?planId=2',
      );
      const [summary] = (await sim.host.getState()).phones;
      if (!summary) throw new Error('a phone expected');
      await sim.host.nativeLogin(summary.id, member);
      await appPhone.page.reload();
      const xiaomi = panel.getByRole('group', { name: '小米 14的屏幕' });
      await expect(xiaomi.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
      await expect(
        appPhone.page.getByRole('region', { name: '价格明细' }).getByText('¥98.00').first(),
      ).toBeVisible();

      // Agree and pay with taps on the frame (with the payment section open too, the panel's streams must
      // leave connections for its input); the WeChat Pay SDK's sheet waits over the phone (a panel is connected).
      const layout = frameLayout(getDevice('xiaomi-14'), 'app');
      const agree = appPhone.page.getByRole('checkbox', { name: '我已阅读并同意' });
      // The agreement sits below the fold: bring it on screen, then tap it where the frame draws it.
      await agree.scrollIntoViewIfNeeded();
      await tapThroughFrame(panel, xiaomi, appPhone, agree, layout);
      await expect(agree).toBeChecked();
      await tapThroughFrame(
        panel,
        xiaomi,
        appPhone,
        appPhone.page.getByRole('button', { name: '立即支付' }),
        layout,
      );
      const sheet = xiaomi.getByRole('dialog', { name: '支付' });
      await expect(sheet.getByRole('heading', { name: '微信支付（App）' })).toBeVisible();
      await expect(sheet).toContainText('¥98.00');
      expect(appPhone.bridge?.payments).toEqual([]);

      await sheet.getByRole('button', { name: '确认支付 ¥98.00' }).click();
      await expect(sheet).toBeHidden();
      await expect(
        appPhone.page
          .getByRole('region', { name: '订单状态' })
          .getByRole('heading', { name: '支付成功' }),
      ).toBeVisible();
      expect(appPhone.bridge?.payments.map((p) => [p.kind, p.outcome, p.amountCents])).toEqual([
        ['wechat', 'pay', 9800],
      ]);
    });
  });
}
