/**
 * The setup that the panel hosts' tests share: a page of their own served as the app by the static
 * server, the in-memory mock API, Debian's Chromium and the host under test, whose panel routes the
 * static server answers once the host exists.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright';
import { createApiServer, type ApiServer } from '../api/server';
import { createStaticServer } from '../static-server';
import { launchChromium } from './chromium';

/** What the host under test is built from: the fixture's browser, servers and screenshots folder. */
type FixtureHostOptions = {
  browser: Browser;
  apiUrl: string;
  webUrl: string;
  screenshotsDir: string;
};

/** Options of {@link startPanelHostFixture}. */
export type PanelHostFixtureOptions<H> = {
  /** Prefix of the temporary folder that holds the page and the screenshots. */
  prefix: string;
  /** The HTML served as the app's index.html. */
  page: string;
  /** The host under test, on the fixture's browser and servers. */
  createHost: (options: FixtureHostOptions) => H;
  /** The panel routes the static server answers for that host. */
  panelRoutes: (
    host: NoInfer<H>,
  ) => (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
};

/** A running fixture; `stop` closes the host, the browser and both servers and removes the folder. */
export type PanelHostFixture<H> = {
  dir: string;
  browser: Browser;
  host: H;
  apiUrl: string;
  webUrl: string;
  stop: () => Promise<void>;
};

/**
 * Starts the fixture. When a step fails, what was already started is stopped before the error is
 * thrown again, so a slow or missing browser leaves no server behind.
 */
export async function startPanelHostFixture<H extends { closeAll(): Promise<void> }>(
  options: PanelHostFixtureOptions<H>,
): Promise<PanelHostFixture<H>> {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  let api: ApiServer | undefined;
  let web: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let host: H | undefined;
  const stop = async () => {
    await host?.closeAll();
    await browser?.close();
    web?.server.closeAllConnections();
    await web?.close();
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(join(dir, 'index.html'), options.page);
    api = await createApiServer();
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
    let bound: H | null = null;
    web = await createStaticServer({
      apiUrl,
      webDir: dir,
      panelRoutes: (req, res) =>
        bound ? options.panelRoutes(bound)(req, res) : Promise.resolve(false),
    });
    const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
    host = options.createHost({ browser, apiUrl, webUrl, screenshotsDir: join(dir, 'shots') });
    bound = host;
    return { dir, browser, host, apiUrl, webUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
