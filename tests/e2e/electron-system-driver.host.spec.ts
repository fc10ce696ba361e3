/**
 * The Electron host's phone system (main/electron-system-driver.ts) against a real Chromium: no
 * Electron binary here, so its DevTools protocol client is a Playwright CDP session to the page and
 * executeJavaScript is page.evaluate. What this proves is the protocol half (the binding's round
 * trip, the position override, the intercepted file chooser, touch and media emulation, scripts
 * on new documents); Electron's own parts (the session's permission handler, navigationHistory)
 * are unit-tested on main/fake-electron.ts.
 */
import type { BrowserContext, Page } from 'playwright';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BridgeLog } from '../../simulator/bridge';
import { getDevice } from '../../simulator/devices';
import { PhoneSystem } from '../../simulator/hosts/shell/phone-system';
import { swipeSteps } from '../../simulator/hosts/shell/touch-gestures';
import { electronSystemDriver } from '../../main/electron-system-driver';
import { expect, test } from './support/fixtures';

/** The events the driver listens to, forwarded as Electron's debugger reports them. */
const EVENTS = ['Runtime.bindingCalled', 'Page.fileChooserOpened'] as const;

/** A phone's system over the Electron driver, on a Playwright page standing in for the web view. */
async function electronStylePhone(context: BrowserContext, webUrl: string, tempDir?: string) {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const listeners: ((event: unknown, method: string, params: unknown) => void)[] = [];
  for (const name of EVENTS)
    cdp.on(name, (params) => listeners.forEach((l) => l({}, name, params)));
  const webContents = {
    debugger: {
      sendCommand: (method: string, params?: object) =>
        cdp.send(method as 'Page.enable', params as undefined),
      on: (_event: 'message', listener: (typeof listeners)[number]) => listeners.push(listener),
    },
    executeJavaScript: (script: string) => page.evaluate(script),
  };
  const driver = electronSystemDriver({
    webContents: webContents as never,
    // Electron's session grants the location once the phone's permission says yes; here the
    // context has it granted (the page script still asks the phone first).
    session: {
      setPermissionRequestHandler: () => undefined,
      setPermissionCheckHandler: () => undefined,
    },
    closed: () => page.isClosed(),
    close: () => page.close(),
    viewport: () => page.viewportSize() ?? { width: 393, height: 659 },
    defaultLanguage: 'zh-CN',
    ...(tempDir ? { tempDir } : {}),
  });
  const log = new BridgeLog();
  const system = new PhoneSystem({
    device: getDevice('pixel-8'),
    mode: 'browser',
    driver,
    session: null,
    log,
    webOrigin: new URL(webUrl).origin,
    language: 'zh-CN',
    open: async (url) => void (await page.goto(url)),
  });
  await system.install();
  await page.goto(`${webUrl}/app/home`);
  return { page, system, driver, log };
}

test.describe('the Electron system driver on real Chromium', () => {
  let context: BrowserContext;
  test.beforeEach(async ({ browser, servers }) => {
    context = await browser.newContext({
      viewport: { width: 393, height: 659 },
      hasTouch: true,
      isMobile: true,
      permissions: ['geolocation'],
      serviceWorkers: 'block',
      baseURL: servers.webUrl,
    });
  });
  test.afterEach(async () => {
    await context.close();
  });

  test('background and foreground hide and show the document', async ({ servers }) => {
    const { page, system } = await electronStylePhone(context, servers.webUrl);
    await system.background();
    expect(await page.evaluate('document.visibilityState')).toBe('hidden');
    await system.foreground();
    expect(await page.evaluate('document.visibilityState')).toBe('visible');
  });

  test("the page's location request waits for the prompt, then reads the phone's position", async ({
    servers,
  }) => {
    const { page, system, log } = await electronStylePhone(context, servers.webUrl);
    const located = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            (p) => resolve(`${p.coords.latitude.toFixed(4)},${p.coords.longitude.toFixed(4)}`),
            (e) => resolve(`error ${e.code}`),
          ),
        ),
    );
    expect(await system.prompts.waitFor('geolocation')).toMatchObject({ kind: 'geolocation' });
    system.answerPrompt({ allow: true });
    expect(await located).toBe('39.9087,116.3975');
    await system.setGeolocation({ latitude: 31.2304, longitude: 121.4737 });
    const moved = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition((p) => resolve(p.coords.latitude.toFixed(4))),
        ),
    );
    expect(moved).toBe('31.2304');
    expect(log.events('system.locate')).toHaveLength(2);
  });

  test('the clipboard: the page copies to the phone, and Android pastes without asking', async ({
    servers,
  }) => {
    const { page, system } = await electronStylePhone(context, servers.webUrl);
    await page.evaluate(() => navigator.clipboard.writeText('发票号 123'));
    expect(system.clipboardText()).toBe('发票号 123');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('发票号 123');
  });

  test("the file picker is the phone's: the bundled photo reaches the input, then the files go", async ({
    servers,
  }) => {
    const tempDir = mkdtempSync(join(tmpdir(), 'e2e-picked-'));
    const { page, system, driver } = await electronStylePhone(context, servers.webUrl, tempDir);
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { type: 'file', id: 'picker' });
      input.accept = 'image/*';
      input.setAttribute('capture', 'environment');
      input.addEventListener('change', () =>
        document.body.setAttribute(
          'data-picked',
          [...(input.files ?? [])].map((f) => `${f.name}:${f.type}:${f.size > 0}`).join(),
        ),
      );
      document.body.append(input);
    });
    await page.locator('#picker').click();
    expect(await system.prompts.waitFor('file')).toEqual({
      kind: 'file',
      accept: 'image/*',
      multiple: false,
      capture: true,
    });
    system.answerPrompt({ files: 'sample' });
    await expect(page.locator('body')).toHaveAttribute(
      'data-picked',
      'sample-photo.png:image/png:true',
    );
    // Written to a folder of the driver's, which goes with the phone.
    expect(readdirSync(tempDir)).toHaveLength(1);
    await driver.dispose();
    expect(readdirSync(tempDir)).toEqual([]);
    rmSync(tempDir, { recursive: true, force: true });
  });

  test('a swipe reaches the page as touches', async ({ servers }) => {
    const { page, system } = await electronStylePhone(context, servers.webUrl);
    await page.evaluate(`window.__seen = [];
      for (const type of ['touchstart', 'touchmove', 'touchend'])
        document.addEventListener(type, (e) => __seen.push(type + ':' + e.touches.length), { passive: true });`);
    await system.touch(swipeSteps({ x: 200, y: 500 }, { x: 200, y: 300 }, 64), 'swipe');
    const seen = (await page.evaluate('window.__seen')) as string[];
    expect(seen[0]).toBe('touchstart:1');
    expect(seen).toContain('touchmove:1');
    expect(seen.at(-1)).toBe('touchend:0');
  });

  test('dark mode, a larger text size and another language, kept on the next document', async ({
    servers,
  }) => {
    const { page, system } = await electronStylePhone(context, servers.webUrl);
    await system.setAppearance({ colorScheme: 'dark', textScale: 1.3, language: 'en-US' });
    const look = () =>
      page.evaluate(() => ({
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        language: navigator.language,
        // The text size script's own state: it ran in this document.
        textScale: (window as { __taxSimTextScale?: { scale: number } }).__taxSimTextScale?.scale,
      }));
    const expected = { dark: true, language: 'en-US', textScale: 1.3 };
    expect(await look()).toEqual(expected);
    await page.reload();
    expect(await look()).toEqual(expected);
  });
});
