/**
 * The framed host's one window: the control panel with the phones, in Chromium's app mode (no tab
 * strip, no address bar), in a browser process of its own so closing it leaves the phones running.
 * Once it shows, it is fitted to the screen's free area through its own DevTools port (on
 * 127.0.0.1 only, as the phones' browser's): a fixed size would run off a small screen, and a
 * window manager's "maximised" is not there on every desktop.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_LANGUAGE_ARGS, SYSTEM_CHROMIUM } from './chromium';
import { seedDevToolsLanguage } from './devtools-language';

/** The size the window opens at, before it is fitted (and where fitting fails). */
const FIRST_SIZE = { width: 1600, height: 1000 } as const;
/**
 * No browser bars over the panel: Chromium warns of --no-sandbox and of any flag it calls
 * unsupported in an infobar unless it runs as a test browser (`--test-type`), and offers to
 * translate pages whatever the language flags say unless Translate is off. Those bars were the
 * only English on screen, and they pushed the phones down.
 */
const QUIET_WINDOW_ARGS = ['--test-type', '--disable-infobars', '--disable-features=Translate'];

/** How long the window may take to show its page before it is left at its first size. */
const SHOW_TIMEOUT_MS = 15_000;

export type PanelWindow = { close(): void };

/**
 * Opens `url` in an app-mode window and fits it to the screen.
 * @param debugPort the window's DevTools port (127.0.0.1), where a script drives the window (the
 *   e2e test); any free port when absent.
 * @param phonesDevToolsOrigin the phones' browser's debugging origin, whose inspector the panel
 *   opens per phone: it is set to Chinese in the window's browser.
 */
export async function openPanelWindow(
  url: string,
  debugPort?: number,
  phonesDevToolsOrigin?: string,
): Promise<PanelWindow> {
  const port = debugPort ?? (await freePort());
  const executable = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath();
  const profile = mkdtempSync(join(tmpdir(), 'sim-panel-window-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      ...CHROMIUM_LANGUAGE_ARGS,
      ...QUIET_WINDOW_ARGS,
      // Chromium refuses to start as root with its sandbox (containers, CI); Playwright's browsers do the same.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      `--window-size=${FIRST_SIZE.width},${FIRST_SIZE.height}`,
      '--window-position=0,0',
      `--app=${url}`,
    ],
    { stdio: 'ignore', env: { ...process.env, LANGUAGE: 'zh_CN:zh' } },
  );
  child.on('error', () => undefined);
  // A window that cannot be fitted still works at its first size (and DevTools in English).
  await fitToScreen(port, url, phonesDevToolsOrigin).catch(() => undefined);
  return {
    close: () => {
      child.kill();
    },
  };
}

/**
 * Sizes the window showing `url` to the screen's free area (the screen less docks and panels),
 * and sets the phones' DevTools to Chinese in its browser.
 */
async function fitToScreen(port: number, url: string, devToolsOrigin?: string): Promise<void> {
  const deadline = Date.now() + SHOW_TIMEOUT_MS;
  const browser = await connectWhenListening(port, deadline);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('控制面板窗口没有页面');
    const page = await panelPage(context, url, deadline);
    // availLeft and availTop are Chromium's (not in the DOM's types): where docks and panels end.
    const area = await page.evaluate(() => {
      const free = screen as Screen & { availLeft?: number; availTop?: number };
      return {
        left: free.availLeft ?? 0,
        top: free.availTop ?? 0,
        width: free.availWidth,
        height: free.availHeight,
      };
    });
    const cdp = await page.context().newCDPSession(page);
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: area });
    await cdp.detach();
    if (devToolsOrigin)
      await seedDevToolsLanguage(await browser.newBrowserCDPSession(), devToolsOrigin);
  } finally {
    // Disconnects only: the window is the user's now.
    await browser.close();
  }
}

async function connectWhenListening(port: number, deadline: number) {
  for (;;) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 2_000 });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function panelPage(context: BrowserContext, url: string, deadline: number): Promise<Page> {
  for (;;) {
    const page = context.pages().find((p) => p.url().startsWith(url));
    if (page) return page;
    if (Date.now() > deadline) throw new Error('控制面板窗口没有打开');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port free right now on 127.0.0.1 (for the browser's remote-debugging port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
