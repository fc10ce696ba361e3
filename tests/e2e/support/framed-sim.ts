/**
 * The framed Chromium host for specs that drive its control panel: the phones' own browser (local,
 * or a Playwright browser server in another process), the static server with the built app, the
 * panel and its routes (port 0: any free port), against the given mock API (the worker's, `servers.apiUrl`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { frameLayout } from '../../../simulator/devices/frame-layout';
import { chromium, type Browser, type BrowserServer } from 'playwright';
import { CHROMIUM_ARGS, launchChromium, SYSTEM_CHROMIUM } from '../../../simulator/hosts/chromium';
import { devToolsAccess, type DevToolsAccess } from '../../../simulator/hosts/devtools-access';
import type { Phone } from '../../../simulator/hosts';
import { FramedPanelHost } from '../../../simulator/hosts/framed-panel-host';
import { freePort } from '../../../simulator/hosts/panel-window';
import { createScreenRoutes } from '../../../simulator/hosts/screen-routes';
import { createPanelRoutes } from '../../../simulator/panel/server-routes';
import { createStaticServer } from '../../../simulator/static-server';
import { existsSync } from 'node:fs';

export type FramedSim = { host: FramedPanelHost; panelUrl: string; close: () => Promise<void> };

/** Starts the framed host on the mock API at `apiUrl`; `where` says where the phones' browser runs. */
export async function openFramedSim(
  where: 'local' | 'browser-server',
  apiUrl: string,
  /** Where 停止录制 writes specs (default: `recordings` beside the host's screenshots, in a temp folder). */
  options: { recordingsDir?: string } = {},
): Promise<FramedSim> {
  const dir = mkdtempSync(join(tmpdir(), 'framed-sim-'));
  let browser: Browser;
  let server: BrowserServer | null = null;
  let devTools: DevToolsAccess;
  if (where === 'local') {
    const port = await freePort();
    browser = await launchChromium({ args: [`--remote-debugging-port=${port}`] });
    devTools = devToolsAccess({ kind: 'local' }, port);
  } else {
    server = await chromium.launchServer({
      headless: true,
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [...CHROMIUM_ARGS],
    });
    browser = await chromium.connect(server.wsEndpoint());
    devTools = devToolsAccess({ kind: 'connect', wsEndpoint: server.wsEndpoint() }, 0);
  }
  let bound: FramedPanelHost | null = null;
  const web = await createStaticServer({
    apiUrl,
    webDir: 'dist/web',
    panelDir: 'out/renderer',
    panelRoutes: async (req, res) =>
      bound
        ? (await createScreenRoutes(bound)(req, res)) || createPanelRoutes(bound)(req, res)
        : false,
  });
  const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
  const panelUrl = `${webUrl}/panel/`;
  // As the CLI: sheets wait for the panel while one is connected.
  const host = new FramedPanelHost({
    browser,
    apiUrl,
    webUrl,
    screenshotsDir: join(dir, 'shots'),
    sheets: 'panel',
    headed: false,
    panelDir: 'out/renderer',
    ...(options.recordingsDir ? { recordings: { dir: options.recordingsDir } } : {}),
    ...('origin' in devTools
      ? { devToolsOrigin: devTools.origin }
      : { devToolsUnavailable: devTools.unavailable }),
  });
  bound = host;
  return {
    host,
    panelUrl,
    async close() {
      await host.closeAll();
      await browser.close();
      await server?.close();
      // The panel's event streams stay open while its page does: cut them, or close() waits for them.
      web.server.closeAllConnections();
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The modes of the panel's form, as it labels them. */
type FormMode = 'App 内（原生桥接）' | '手机浏览器';

/** Opens `sim`'s control panel in `panel` (the test's desktop page), as a window `size` large. */
export async function openPanel(
  panel: Page,
  sim: FramedSim,
  size: { width: number; height: number },
): Promise<void> {
  await panel.setViewportSize(size);
  await panel.goto(sim.panelUrl);
}

/** Opens a phone with the panel's own form, as QA does, and answers it (the host's newest phone). */
export async function openWithForm(
  panel: Page,
  sim: FramedSim,
  device: string,
  mode: FormMode,
  url = '/app/home',
): Promise<Phone> {
  const form = panel.getByRole('form', { name: '打开手机' });
  await form.getByLabel('设备').selectOption(device);
  await form.getByLabel(mode).check();
  await form.getByLabel('起始地址（可带查询参数）').fill(url);
  await form.getByRole('button', { name: '打开' }).click();
  await expect(form.getByRole('status')).toContainText('已打开', { timeout: 30_000 });
  const phone = sim.host.phones().at(-1);
  if (!phone) throw new Error('the panel opened no phone');
  return phone;
}

/** Taps the middle of `target` (a locator in the phone's page) through the framed phone in the panel. */
export async function tapThroughFrame(
  panel: Page,
  screen: Locator,
  phone: Phone,
  target: Locator,
  layout: ReturnType<typeof frameLayout>,
): Promise<void> {
  const box = await target.boundingBox();
  const drawn = await screen.locator('.device-screen').boundingBox();
  if (!box || !drawn) throw new Error('nothing to tap');
  const scale = drawn.width / layout.screen.width;
  await panel.mouse.click(
    drawn.x + (layout.page.x + box.x + box.width / 2) * scale,
    drawn.y + (layout.page.y + box.y + box.height / 2) * scale,
  );
  void phone;
}

/**
 * The panel's serious and critical axe-core violations, each with its elements' HTML (the panel
 * has a CSP: axe goes in through the DevTools protocol, not a script tag).
 */
export async function panelViolations(panel: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: panel }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}
