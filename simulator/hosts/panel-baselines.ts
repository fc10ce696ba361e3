/**
 * 截图基线 for the Chromium hosts' panel: the open phones' devices and modes, the default page
 * list, pictures taken in the host's browser on servers of their own with the clock pinned (as the
 * CLI's --baseline / --compare). Baselines go in `<dir>/shots`, each comparison's report in
 * `<dir>/reports/<time>/`, served to the panel by {@link createBaselineReportRoutes}.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright';
import type { BaselineCommand, BaselineOutcome } from '../host-contract/baselines';
import { PANEL_API_PREFIX } from '../panel/server-routes';
import defaultPages from '../baselines/default-pages.json' with { type: 'json' };
import { parseDeviceSet, targetSpec } from '../baselines/device-set';
import { parsePageList } from '../baselines/page-list';
import { openPinnedServers } from '../baselines/pinned-servers';
import { compareBaselines, writeBaselines } from '../baselines/run';

const REPORTS_PREFIX = `${PANEL_API_PREFIX}/baselines/reports/`;

export async function runPanelBaselines(
  options: { browser: Browser; dir: string },
  command: BaselineCommand,
  phones: readonly { deviceId: string; mode: 'app' | 'browser' }[],
): Promise<BaselineOutcome> {
  if (phones.length === 0) throw new Error('还没有打开手机');
  const specs = [...new Set(phones.map((p) => `${p.deviceId}:${p.mode}`))];
  const targets = parseDeviceSet(specs.join(','));
  const pages = parsePageList(JSON.stringify(defaultPages), '默认页面列表');
  const shots = join(options.dir, 'shots');
  const servers = await openPinnedServers();
  try {
    const run = {
      browser: options.browser,
      servers,
      dir: shots,
      targets,
      pages,
      refreshCommand: (target: (typeof targets)[number], page: (typeof pages)[number]) =>
        `npm run sim -- --baseline ${shots} --devices ${targetSpec(target)} --only ${page.name}`,
    };
    if (command.action === 'write') {
      const result = await writeBaselines(run);
      return { pictures: result.entries.length, failures: result.failures, reportUrl: null };
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const result = await compareBaselines({
      ...run,
      reportDir: join(options.dir, 'reports', stamp),
      pictures: 'all',
    });
    return {
      pictures: result.entries.length,
      failures: result.failures,
      reportUrl: `${REPORTS_PREFIX}${stamp}/index.html`,
    };
  } finally {
    await servers.close();
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.png': 'image/png' };

/** Serves the reports' HTML and pictures (nothing outside `<dir>/reports`). */
export function createBaselineReportRoutes(dir: string) {
  const root = resolve(dir, 'reports');
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://panel.invalid').pathname;
    if (req.method !== 'GET' || !path.startsWith(REPORTS_PREFIX)) return false;
    const file = resolve(root, decodeURIComponent(path.slice(REPORTS_PREFIX.length)));
    const type = TYPES[extname(file)];
    const inside = !relative(root, file).startsWith('..');
    if (!inside || !type || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('没有这个报告文件');
      return true;
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
    return true;
  };
}
