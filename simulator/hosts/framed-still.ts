/**
 * A phone's framed screenshot, drawn by the panel's own still page (`/panel/?still=…`,
 * still-phone.tsx) so that a test's picture shows the frame QA see in the panel: bezel, status
 * bar, the native title bar or the browser's bars. No panel server runs: a private page of the
 * phone's browser gets the built panel's files and the two calls the still page makes (the
 * phone's state and its page's pixels) from Playwright routes. The framed host and phones
 * launched by a test both draw their framed screenshots here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Route } from 'playwright';
import type { DeviceProfile } from '../devices';
import { frameLayout, framedSize, type Orientation } from '../devices/frame-layout';
import type { HostState, PhoneMode, PhoneSummary } from '../host-contract';
import { SCREEN_API_PREFIX } from '../host-contract/screen';
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
export async function launchedPhoneSummary(phone: LaunchedStill): Promise<PhoneSummary> {
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
    bridge: phone.foreign?.protocol ?? 'tax',
    system: phone.system.state(),
  };
}

/** The phone to draw: as listed, its device, how it is turned and its page's pixels (none when closed). */
export type StillInput = {
  phone: PhoneSummary;
  device: DeviceProfile;
  orientation: Orientation;
  shot: Buffer | null;
};

/**
 * The phone in its frame (PNG, at the device's pixel ratio).
 * @throws Error naming the build command when the panel is not built.
 */
export async function framedStill(
  browser: Browser,
  { phone, device, orientation, shot }: StillInput,
  panelDir = PACKAGE_PANEL_DIR,
): Promise<Buffer> {
  if (!existsSync(join(panelDir, 'index.html')))
    throw new Error(`控制面板未构建，无法生成带框截图（先运行 npm run build）：${panelDir}`);
  const state: HostState = {
    kind: 'chromium',
    capabilities: { devTools: false, screenshots: true, foreignBridges: false },
    apiUrl: '',
    appUrl: '',
    devices: [],
    phones: [phone],
    defaultBridge: 'tax',
  };
  const context = await browser.newContext({
    viewport: framedSize(frameLayout(device, phone.mode, orientation)),
    deviceScaleFactor: device.deviceScaleFactor,
    locale: 'zh-CN',
  });
  try {
    await context.route(`${ORIGIN}/**`, (route) => answer(route, panelDir, state, shot));
    const page = await context.newPage();
    const still = `still=${encodeURIComponent(phone.id)}&orientation=${orientation}`;
    await page.goto(`${ORIGIN}/panel/?${still}`);
    const framed = page.locator('[data-still-ready="true"]');
    await framed.waitFor({ timeout: 15_000 });
    return await framed.screenshot();
  } finally {
    await context.close();
  }
}

function answer(route: Route, panelDir: string, state: HostState, shot: Buffer | null) {
  const { pathname } = new URL(route.request().url());
  if (pathname === '/__panel/api/call/getState')
    return route.fulfill({ json: { ok: true, result: state } });
  // The still page listens for changes; there are none, and a long retry keeps it from re-asking.
  if (pathname === '/__panel/api/events')
    return route.fulfill({ contentType: 'text/event-stream', body: 'retry: 3600000\n\n' });
  if (pathname.startsWith(`${SCREEN_API_PREFIX}/`) && shot)
    return route.fulfill({ contentType: 'image/png', body: shot });
  if (pathname.startsWith('/panel/')) {
    const file = join(panelDir, pathname.slice('/panel/'.length) || 'index.html');
    if (file.startsWith(panelDir) && existsSync(file)) return route.fulfill({ path: file });
  }
  return route.fulfill({ status: 404, body: '' });
}
