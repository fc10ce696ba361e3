/**
 * The framed host's screen channel over HTTP, beside the panel's calls (server-routes.ts):
 * - `GET  /__panel/api/screen/events` → server-sent events: every phone's frames and layout changes
 *   (one stream for all phones: a browser opens at most six connections per origin);
 * - `POST /__panel/api/screen/<phone>/input` `{ events: [...] }` → touch, wheel, text and keys, in order;
 * - `POST /__panel/api/screen/<phone>/rotate` `{ orientation }`;
 * - `POST /__panel/api/screen/<phone>/view` `{ width, height }` → the size the panel draws the page
 *   at, in device pixels (the stream is encoded no larger);
 * - `GET  /__panel/api/screen/<phone>/shot.png[?framed=1]` → the page's pixels, or the framed phone;
 * - `POST /__panel/api/screen/<phone>/devtools` → `{ url }` of Chromium's inspector for that page;
 * - `GET  /__panel/api/baselines/reports/<time>/…` → 截图基线's comparison reports (panel-baselines.ts).
 * A slow panel skips frames (never queues them): the stream writes a frame only once the previous
 * one has left, so one busy phone or tab cannot freeze the others' pictures.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  rotateSchema,
  screenInputBatchSchema,
  screenViewSchema,
  SCREEN_API_PREFIX,
  type ScreenEvent,
} from '../host-contract/screen';
import type { FramedPanelHost } from './framed-panel-host';
import { screenshotFileName } from './phone-names';
import { createBaselineReportRoutes } from './panel-baselines';

const MAX_BODY = 256 * 1024;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('请求体过大'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        reject(new Error('请求体不是合法的 JSON'));
      }
    });
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** Same rule as the panel's calls: JSON only, and from this server's own pages. */
function sameOrigin(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (typeof origin !== 'string') return true;
  try {
    return typeof host === 'string' && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Streams screen events to one panel, dropping frames it cannot take yet (the latest wins). */
function streamTo(res: ServerResponse, host: FramedPanelHost): () => void {
  const pending = new Map<string, ScreenEvent>();
  let waiting = false;
  const flush = (): void => {
    waiting = false;
    for (const [key, event] of pending) {
      pending.delete(key);
      if (!res.write(`data: ${JSON.stringify(event)}\n\n`)) {
        waiting = true;
        res.once('drain', flush);
        return;
      }
    }
  };
  const send = (event: ScreenEvent): void => {
    // Layout changes are never dropped; a frame replaces the phone's frame still waiting.
    pending.set(
      event.type === 'frame' ? `frame:${event.phoneId}` : `layout:${event.phoneId}:${pending.size}`,
      event,
    );
    if (!waiting) flush();
  };
  for (const event of host.screenSnapshot()) send(event);
  return host.watchScreens(send);
}

/** Returns the handler; it resolves true when it answered the request. */
export function createScreenRoutes(
  host: FramedPanelHost,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const reports = createBaselineReportRoutes(host.baselinesDir);
  return async (req, res) => {
    if (await reports(req, res)) return true;
    const url = new URL(req.url ?? '/', 'http://panel');
    if (!url.pathname.startsWith(`${SCREEN_API_PREFIX}/`)) return false;
    const rest = url.pathname.slice(SCREEN_API_PREFIX.length + 1);

    if (rest === 'events' && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const stop = streamTo(res, host);
      req.on('close', stop);
      return true;
    }

    const [phoneId = '', action = ''] = rest.split('/');
    try {
      if (action === 'shot.png' && req.method === 'GET') {
        const framed = url.searchParams.get('framed') === '1';
        const png = framed
          ? await host.framedScreenshot(phoneId)
          : await host.phoneScreenshot(phoneId);
        const state = (await host.getState()).phones.find((p) => p.id === phoneId);
        const name = screenshotFileName({
          id: phoneId,
          deviceId: state?.deviceId ?? 'phone',
          mode: state?.mode ?? 'browser',
        }).replace(/\.png$/, framed ? '-framed.png' : '.png');
        res.writeHead(200, {
          'content-type': 'image/png',
          'cache-control': 'no-store',
          'content-disposition': `attachment; filename="${name}"`,
        });
        res.end(png);
        return true;
      }
      if (req.method !== 'POST' || !['input', 'rotate', 'view', 'devtools'].includes(action)) {
        json(res, 404, { ok: false, message: `没有这个接口：${url.pathname}` });
        return true;
      }
      const contentType = req.headers['content-type'];
      if (
        typeof contentType !== 'string' ||
        !contentType.startsWith('application/json') ||
        !sameOrigin(req)
      ) {
        json(res, 403, { ok: false, message: '拒绝跨站调用' });
        return true;
      }
      const body = await readJson(req).catch((error: unknown) => error as Error);
      if (body instanceof Error) {
        json(res, 400, { ok: false, message: body.message });
        return true;
      }
      if (action === 'input') {
        const parsed = screenInputBatchSchema.safeParse(body);
        if (!parsed.success) return badRequest(res, parsed.error.issues[0]?.message);
        await host.input(phoneId, parsed.data.events);
        json(res, 200, { ok: true, result: null });
      } else if (action === 'rotate') {
        const parsed = rotateSchema.safeParse(body);
        if (!parsed.success) return badRequest(res, parsed.error.issues[0]?.message);
        await host.rotate(phoneId, parsed.data.orientation);
        json(res, 200, { ok: true, result: null });
      } else if (action === 'view') {
        const parsed = screenViewSchema.safeParse(body);
        if (!parsed.success) return badRequest(res, parsed.error.issues[0]?.message);
        await host.setView(phoneId, parsed.data);
        json(res, 200, { ok: true, result: null });
      } else {
        json(res, 200, { ok: true, result: { url: await host.devToolsUrl(phoneId) } });
      }
    } catch (error) {
      json(res, 500, {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return true;
  };
}

function badRequest(res: ServerResponse, message = '格式错误'): true {
  json(res, 400, { ok: false, message: `参数不合法：${message}` });
  return true;
}
