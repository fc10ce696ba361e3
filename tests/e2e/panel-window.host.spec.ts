/**
 * `npm run sim` on a desktop: one Chromium app-mode window, fitted to the screen, with the control
 * panel and the phones framed and live in it. The desktop is Xvfb's (CI installs it); the test
 * drives the real window through its DevTools port, and the phones through their own browser's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { frameLayout } from '../../simulator/devices/frame-layout';
import { getDevice } from '../../simulator/devices';
import { SCREEN_API_PREFIX } from '../../simulator/host-contract/screen';
import { freePort } from '../../simulator/hosts/panel-window';
import { expect, test } from './support/fixtures';

const XVFB = '/usr/bin/Xvfb';
const SCREEN = { width: 1366, height: 768 };
const CLI = fileURLToPath(new URL('../../simulator/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));

// A desktop, the CLI with its mock API, two browsers: on a shared 2-core machine.
test.setTimeout(120_000);

/** Starts Xvfb on a free display; resolves to its number (Xvfb writes it to the given descriptor). */
function startXvfb(children: ChildProcess[]): Promise<number> {
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  children.push(xvfb);
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
  });
}

/** Starts `npm run sim` on that display; resolves with its output once it says how to quit. */
function startCli(
  children: ChildProcess[],
  display: number,
  windowPort: number,
  args: string[],
): Promise<string> {
  const cli = spawn(process.execPath, ['--import', TSX, CLI, ...args], {
    env: {
      ...process.env,
      DISPLAY: `:${display}`,
      SIM_PANEL_WINDOW_DEBUG_PORT: String(windowPort),
    },
  });
  children.push(cli);
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (data: Buffer): void => {
      out += data.toString();
      if (out.includes('按 Ctrl+C 退出')) resolve(out);
    };
    cli.stdout.on('data', read);
    cli.stderr.on('data', read);
    cli.once('exit', (code) => reject(new Error(`npm run sim exited (${code}):\n${out}`)));
  });
}

/** The phone page showing `userAgentPart`, in the phones' own browser (found through the panel's DevTools link). */
async function phonePage(
  window: Page,
  userAgentPart: string,
): Promise<{ browser: Browser; page: Page }> {
  const answer = await window.request.post(
    `${new URL(window.url()).origin}${SCREEN_API_PREFIX}/phone-1/devtools`,
    { data: {} },
  );
  const { result } = (await answer.json()) as { result: { url: string } };
  const debuggerHost = /[?&]ws=([^/]+)\//.exec(result.url)?.[1];
  const browser = await chromium.connectOverCDP(`http://${debuggerHost}`);
  for (const page of browser.contexts().flatMap((c) => c.pages())) {
    if (((await page.evaluate('navigator.userAgent')) as string).includes(userAgentPart))
      return { browser, page };
  }
  throw new Error(`no phone page with ${userAgentPart}`);
}

test('npm run sim opens one app-mode window, fitted to the screen, with both phones framed, live and tappable', async () => {
  test.skip(
    !existsSync(XVFB) && !process.env.CI,
    'needs Xvfb (apt-get install xvfb); CI installs it',
  );
  const children: ChildProcess[] = [];
  const connected: Browser[] = [];
  try {
    const display = await startXvfb(children);
    const windowPort = await freePort();
    const out = await startCli(children, display, windowPort, [
      '--device',
      'iphone-15,xiaomi-14',
      '--mode',
      'app',
      '--url',
      '/app/home',
      '--memory',
      '--api-port',
      '0',
      '--port',
      '0',
    ]);
    expect(out).toMatch(/控制面板：http:\/\/127\.0\.0\.1:\d+\/panel\//);

    const windowBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${windowPort}`);
    connected.push(windowBrowser);
    const pages = windowBrowser.contexts().flatMap((c) => c.pages());
    expect(pages.map((p) => new URL(p.url()).pathname)).toEqual(['/panel/']);
    const window = pages[0] as Page;

    // Fitted to the screen, and an app window: no tab strip or address bar above the panel.
    await expect
      .poll(() => window.evaluate('[outerWidth, outerHeight, screenX, screenY]'))
      .toEqual([expect.any(Number), expect.any(Number), 0, 0]);
    const [outerWidth, outerHeight, innerHeight] = (await window.evaluate(
      '[outerWidth, outerHeight, innerHeight]',
    )) as number[];
    expect(outerWidth).toBeGreaterThanOrEqual(SCREEN.width - 2);
    expect(outerWidth).toBeLessThanOrEqual(SCREEN.width);
    expect(outerHeight).toBeGreaterThanOrEqual(SCREEN.height - 2);
    expect(outerHeight).toBeLessThanOrEqual(SCREEN.height);
    // …and no browser bar over the panel: the --no-sandbox warning (run as root) took 56 px.
    expect((outerHeight ?? 0) - (innerHeight ?? 0)).toBeLessThan(20);

    // Both phones drawn live in their frames, side by side inside the window.
    const iphone = window.getByRole('group', { name: 'iPhone 15的屏幕' });
    const xiaomi = window.getByRole('group', { name: '小米 14的屏幕' });
    for (const framed of [iphone, xiaomi]) {
      await expect(framed.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
      const box = await framed.boundingBox();
      expect(
        box &&
          box.x >= 0 &&
          box.x + box.width <= (outerWidth ?? 0) &&
          box.y + box.height <= (innerHeight ?? 0),
      ).toBe(true);
    }

    // A click in the window on the framed iPhone's 个税计算器 tile opens the calculator there.
    const phone = await phonePage(window, 'iPhone');
    connected.push(phone.browser);
    const tile = await phone.page
      .getByRole('navigation', { name: '常用功能' })
      .getByRole('link', { name: '个税计算器' })
      .boundingBox();
    const drawn = await iphone.boundingBox();
    if (!tile || !drawn) throw new Error('nothing to tap');
    const layout = frameLayout(getDevice('iphone-15'), 'app');
    const scale = drawn.width / layout.screen.width;
    await window.mouse.click(
      drawn.x + (layout.page.x + tile.x + tile.width / 2) * scale,
      drawn.y + (layout.page.y + tile.y + tile.height / 2) * scale,
    );
    await expect(iphone.getByRole('heading', { name: '个税计算器' })).toBeVisible();
    await expect(phone.page).toHaveURL(/\/app\/calculator$/);

    // The iPhone's DevTools opens in a window of its own, in Chinese (Chromium's own inspector).
    const opened = window.context().waitForEvent('page');
    await window
      .getByRole('region', { name: 'iPhone 15 App 内' })
      .getByRole('button', { name: 'DevTools' })
      .click();
    const devTools = await opened;
    await expect(devTools).toHaveURL(/\/devtools\/inspector\.html\?ws=/);
    await expect(devTools.getByText('控制台', { exact: true }).first()).toBeVisible();
  } finally {
    // Disconnect only (the CLI closes its browsers), then stop the CLI as Ctrl+C does, and the desktop.
    for (const browser of connected) await browser.close().catch(() => undefined);
    const [xvfb, cli] = children;
    if (cli && cli.exitCode === null) {
      const exited = new Promise((resolve) => cli.once('exit', resolve));
      cli.kill('SIGINT');
      await exited;
    }
    xvfb?.kill();
  }
});
