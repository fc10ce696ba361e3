/**
 * A phone's framed screenshot, drawn by the panel's own still page (`/panel/?still=…`,
 * still-phone.tsx) so that a test's picture shows the frame QA see in the panel: bezel, status
 * bar, the native title bar or the browser's bars. No panel server runs: a private page of the
 * phone's browser gets the built panel's files and the two calls the still page makes (the
 * phone's state and its page's pixels) from Playwright routes. The framed host and phones
 * launched by a test both draw their framed screenshots here.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page, Route } from 'playwright';
import type { DeviceProfile } from '../devices';
import { frameLayout, framedSize, type Orientation } from '../devices/frame-layout';
import type { PhoneMode, PhoneSummary } from '../host-contract';
import { SCREEN_API_PREFIX } from '../host-contract/screen';
import { STILL_EVENT, type StillRequest } from '../host-contract/still';
import type { ShellState } from '../host-contract/shell';
import type { NativeAppSession } from '../bridge';

/** The built panel inside this package (electron-vite's renderer output). */
const PACKAGE_PANEL_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));
/** A private origin only this page's routes answer. */
const ORIGIN = 'http://framed-still.invalid';

/** What the still page needs of a launched phone. */
export type LaunchedStill = {
  device: DeviceProfile;
  mode: PhoneMode;
  network: PhoneSummary['network'];
  closed: boolean;
  bridge: NativeAppSession | null;
  /** Another app's bridge, when the phone speaks one. */
  foreign: { protocol: PhoneSummary['bridge'] } | null;
  page: { url(): string; screenshot(): Promise<Buffer> };
  title(): Promise<string>;
  system: { state(): ShellState };
};

/** A launched phone as the panel would list it. */
async function launchedPhoneSummary(phone: LaunchedStill): Promise<PhoneSummary> {
  return {
    id: 'phone',
    deviceId: phone.device.id,
    deviceName: phone.device.name,
    platform: phone.device.platform,
    mode: phone.mode,
    network: phone.network,
    url: phone.closed ? '' : phone.page.url(),
    title: await phone.title().catch(() => ''),
    account: phone.bridge?.signedIn ?? null,
    defaultNativePhone: phone.bridge?.defaultPhone ?? null,
    // A launched phone's sheets answer by their strategies at once: none is ever left on screen.
    sheet: null,
    closed: phone.closed,
    system: phone.system.state(),
    bridge: phone.foreign?.protocol ?? 'tax',
  };
}

/** A launched phone in its frame, upright (Phone.framedScreenshot); written to `path` when given. */
export async function launchedFramedScreenshot(
  browser: Browser,
  phone: LaunchedStill,
  path?: string,
): Promise<Buffer> {
  const png = await framedStill(browser, {
    phone: await launchedPhoneSummary(phone),
    device: phone.device,
    orientation: 'portrait',
    shot: phone.closed ? null : await phone.page.screenshot(),
  });
  if (path) await writeFile(path, png);
  return png;
}

/** The phone to draw: as listed, its device, how it is turned and its page's pixels (none when closed). */
export type StillInput = {
  phone: PhoneSummary;
  device: DeviceProfile;
  orientation: Orientation;
  shot: Buffer | null;
};

type StillPage = {
  page: Page;
  /** The page's pixels of the drawing under way (what the shot route answers). */
  shot: Buffer | null;
  version: number;
  /** One drawing at a time per page. */
  queue: Promise<unknown>;
  cdp?: CDPSession;
};

/** Warm still pages, per browser and per framed size and pixel ratio. */
const stillPages = new WeakMap<Browser, Map<string, Promise<StillPage>>>();

async function openStillPage(
  browser: Browser,
  size: { width: number; height: number },
  deviceScaleFactor: number,
  panelDir: string,
): Promise<StillPage> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor, locale: 'zh-CN' });
  const still: StillPage = {
    page: await context.newPage(),
    shot: null,
    version: 0,
    queue: Promise.resolve(),
  };
  await context.route(`${ORIGIN}/**`, (route) => answer(route, panelDir, still.shot));
  await still.page.goto(`${ORIGIN}/panel/?still=1`);
  await still.page
    .locator('html[data-still-listening="true"]')
    .waitFor({ state: 'attached', timeout: 15_000 });
  return still;
}

function stillPageFor(
  browser: Browser,
  size: { width: number; height: number },
  deviceScaleFactor: number,
  panelDir: string,
): Promise<StillPage> {
  let pages = stillPages.get(browser);
  if (!pages) stillPages.set(browser, (pages = new Map()));
  const key = `${size.width}x${size.height}@${deviceScaleFactor}:${panelDir}`;
  let page = pages.get(key);
  if (!page) {
    page = openStillPage(browser, size, deviceScaleFactor, panelDir);
    pages.set(key, page);
    // A failed start is not kept: the next screenshot tries again.
    page.catch(() => pages.delete(key));
  }
  return page;
}

/**
 * The phone in its frame (PNG, at the device's pixel ratio). The still page stays open in the
 * browser between screenshots (one per framed size), so each costs a render and a capture.
 * @throws Error naming the build command when the panel is not built.
 */
export async function framedStill(
  browser: Browser,
  { phone, device, orientation, shot }: StillInput,
  panelDir = PACKAGE_PANEL_DIR,
): Promise<Buffer> {
  if (!existsSync(join(panelDir, 'index.html')))
    throw new Error(`控制面板未构建，无法生成带框截图（先运行 npm run build）：${panelDir}`);
  const size = framedSize(frameLayout(device, phone.mode, orientation));
  const still = await stillPageFor(browser, size, device.deviceScaleFactor, panelDir);
  const drawing = still.queue.then(async () => {
    still.version += 1;
    still.shot = shot;
    const request: StillRequest = {
      phone,
      orientation,
      shotUrl: `${SCREEN_API_PREFIX}/${encodeURIComponent(phone.id)}/shot.png?v=${still.version}`,
      version: still.version,
    };
    await still.page.evaluate(
      ([event, detail]) => dispatchEvent(new CustomEvent(event, { detail })),
      [STILL_EVENT, request] as const,
    );
    const framed = still.page.locator(
      `[data-still-version="${still.version}"] [data-still-ready="true"]`,
    );
    await framed.waitFor({ timeout: 15_000 });
    // The page is exactly the frame's size: capture it whole, with Chromium's faster PNG encoder
    // (lossless too), since the page's own screenshot already took most of the time.
    still.cdp ??= await still.page.context().newCDPSession(still.page);
    const { data } = (await still.cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { x: 0, y: 0, ...size, scale: device.deviceScaleFactor },
    })) as { data: string };
    return Buffer.from(data, 'base64');
  });
  still.queue = drawing.catch(() => undefined);
  return drawing;
}

/** The still page asks for the panel's files and the phone's pixels only (still-phone.tsx). */
function answer(route: Route, panelDir: string, shot: Buffer | null) {
  const { pathname } = new URL(route.request().url());
  if (pathname.startsWith(`${SCREEN_API_PREFIX}/`) && shot)
    return route.fulfill({ contentType: 'image/png', body: shot });
  if (pathname.startsWith('/panel/')) {
    const file = join(panelDir, pathname.slice('/panel/'.length) || 'index.html');
    if (file.startsWith(panelDir) && existsSync(file)) return route.fulfill({ path: file });
  }
  return route.fulfill({ status: 404, body: '' });
}
