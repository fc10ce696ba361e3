/**
 * The framed Chromium host for specs that drive its control panel: the phones' own browser (local,
 * or a Playwright browser server in another process), the static server with the built app, the
 * panel and its routes (port 0: any free port), against the given mock API (the worker's, `servers.apiUrl`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserServer } from 'playwright';
import { CHROMIUM_ARGS, launchChromium, SYSTEM_CHROMIUM } from '../../../simulator/hosts/chromium';
import { devToolsAccess, type DevToolsAccess } from '../../../simulator/hosts/devtools-access';
import { FramedPanelHost } from '../../../simulator/hosts/framed-panel-host';
import { freePort } from '../../../simulator/hosts/panel-window';
import { createScreenRoutes } from '../../../simulator/hosts/screen-routes';
import { createPanelRoutes } from '../../../simulator/panel/server-routes';
import { createStaticServer } from '../../../simulator/static-server';
import { existsSync } from 'node:fs';
import { API_URL } from './host-phone';

export type FramedSim = { host: FramedPanelHost; panelUrl: string; close: () => Promise<void> };

/**
 * Starts the framed host against the config's mock API.
 * @deprecated {@link openFramedSim} with the worker's `servers.apiUrl`.
 * @public Kept until the lead removes the transitional exports.
 */
export function startFramedSim(where: 'local' | 'browser-server'): Promise<FramedSim> {
  return openFramedSim(where, API_URL);
}

/** Starts the framed host on the mock API at `apiUrl`; `where` says where the phones' browser runs. */
export async function openFramedSim(
  where: 'local' | 'browser-server',
  apiUrl: string,
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
