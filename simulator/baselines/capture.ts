/**
 * Takes one phone's pictures of a page list: the phone opens once (through launchPhone, as the
 * testing entry does), its page clock pinned, and visits the pages in turn. Each page is left to
 * settle, held still (still-page.ts), pictured in its frame (native title bar or browser bars
 * included, status-bar clock painted flat) and, when asked, audited with axe-core.
 */
import { PNG } from 'pngjs';
import type { Browser } from 'playwright';
import type { AuditResult } from '../host-contract/audit';
import { launchedFramedScreenshot } from '../hosts/framed-still';
import { launchPhone, type Phone } from '../hosts/launch-phone';
import { waitUntilSettled } from '../hosts/settled-page';
import type { BaselineTarget } from './device-set';
import { maskStatusClock } from './frame-clock';
import type { BaselinePage } from './page-list';
import { PINNED_NOW } from './pinned-servers';
import { holdStill } from './still-page';

/** A page's framed picture (decoded: it is masked and compared, and encoded only to be written). */
export type Shot = { page: BaselinePage; image: PNG; audit: AuditResult | null };

export type CaptureOptions = {
  browser: Browser;
  apiUrl: string;
  webUrl: string;
  target: BaselineTarget;
  pages: BaselinePage[];
  /** The page's clock (Date only: timers run); the API's should be pinned to the same. */
  now?: number;
  /** Runs axe-core on each page after its picture. */
  audit?: boolean;
  /** CSS added to every page after the still CSS (a test moves the title bar with it). */
  extraCss?: string;
  /** Called as each picture is taken (a CLI prints progress). */
  onShot?: (shot: Shot) => void;
};

/** The address the browser bar shows: the simulator's usual app address, not this run's port. */
const SHOWN_ORIGIN = 'http://127.0.0.1:4800';

/**
 * `phone.framedScreenshot()`, but the browser's address bar shows the page on a fixed origin: the
 * servers listen on a free port, which differs each run and would change the bar's pixels.
 */
function framedWithStableAddress(browser: Browser, phone: Phone): Promise<Buffer> {
  const { page } = phone;
  const url = new URL(page.url());
  return launchedFramedScreenshot(browser, {
    device: phone.device,
    mode: phone.mode,
    network: phone.network,
    closed: phone.closed,
    bridge: phone.bridge,
    foreign: phone.foreign,
    title: () => phone.title(),
    system: phone.system,
    page: {
      url: () => `${SHOWN_ORIGIN}${url.pathname}${url.search}${url.hash}`,
      screenshot: () => page.screenshot(),
    },
  });
}

/** The target's pictures of `pages`, in order. */
export async function capturePages(options: CaptureOptions): Promise<Shot[]> {
  const { target } = options;
  const phone = await launchPhone({
    device: target.device,
    mode: target.mode,
    apiUrl: options.apiUrl,
    webUrl: options.webUrl,
    browser: options.browser,
  });
  try {
    await phone.context.clock.setFixedTime(options.now ?? PINNED_NOW);
    const shots: Shot[] = [];
    for (const page of options.pages) {
      await phone.goto(page.path);
      await waitUntilSettled(phone.page);
      await holdStill(phone.page, page.masks, options.extraCss);
      const image = PNG.sync.read(await framedWithStableAddress(options.browser, phone));
      maskStatusClock(image, target.device, target.mode);
      const shot: Shot = { page, image, audit: options.audit ? await phone.audit() : null };
      options.onShot?.(shot);
      shots.push(shot);
    }
    return shots;
  } finally {
    await phone.close();
  }
}
