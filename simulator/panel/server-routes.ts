/**
 * Serves a {@link PanelHost} over HTTP for the Chromium CLI, so the same panel runs in a browser tab:
 * - `POST /__panel/api/call/<call>` with `{ "args": [...] }` → `{ ok: true, result }` or
 *   `{ ok: false, message }` (400 for bad arguments, 500 when the host refused);
 * - `GET /__panel/api/events` → server-sent events, one HostEvent per `data:` line.
 * Arguments are parsed with the same zod tuples as Electron's IPC gate.
 *
 * Framework-free (plain Node request/response shapes, typed structurally so this file also
 * type-checks with the panel's DOM config). Mount it first in the static server's handler:
 * `if (await panelRoutes(req, res)) return;`, or in fastify with `reply.hijack()`.
 */
import { panelCallArgs, PANEL_CALLS, type PanelHost, type PanelHostCall } from '../host-contract';

export const PANEL_API_PREFIX = '/__panel/api';

/** The parts of node:http's IncomingMessage the routes use. */
export type RequestLike = {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

/** The parts of node:http's ServerResponse the routes use. */
export type ResponseLike = {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(chunk?: string): unknown;
};

const MAX_BODY = 64 * 1024;
const calls = new Set<string>(PANEL_CALLS);

function readBody(req: RequestLike): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    req.on('data', (chunk) => {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      size += text.length;
      if (size > MAX_BODY) reject(new Error('请求体过大'));
      else chunks.push(text);
    });
    req.on('end', () => resolve(chunks.join('')));
    req.on('error', reject);
  });
}

function json(res: ResponseLike, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/**
 * A page on another origin must not drive the simulator on QA's machine: calls need JSON (which
 * forces a CORS preflight this server never answers) and, when the browser names an origin, it
 * must be this server's own.
 */
function sameOriginRequest(req: RequestLike): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return true;
  const host = req.headers.host;
  try {
    return typeof host === 'string' && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Returns the handler; it resolves true when it answered the request. */
export function createPanelRoutes(
  host: PanelHost,
): (req: RequestLike, res: ResponseLike) => Promise<boolean> {
  return async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith(`${PANEL_API_PREFIX}/`)) return false;

    if (path === `${PANEL_API_PREFIX}/events` && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const unsubscribe = host.subscribe((event) =>
        res.write(`data: ${JSON.stringify(event)}\n\n`),
      );
      req.on('close', unsubscribe);
      return true;
    }

    const call = path.slice(`${PANEL_API_PREFIX}/call/`.length);
    if (!path.startsWith(`${PANEL_API_PREFIX}/call/`) || !calls.has(call)) {
      json(res, 404, { ok: false, message: `没有这个接口：${path}` });
      return true;
    }
    if (req.method !== 'POST') {
      json(res, 405, { ok: false, message: '请用 POST 调用' });
      return true;
    }
    const contentType = req.headers['content-type'];
    if (
      typeof contentType !== 'string' ||
      !contentType.startsWith('application/json') ||
      !sameOriginRequest(req)
    ) {
      json(res, 403, { ok: false, message: '拒绝跨站调用' });
      return true;
    }

    let raw: unknown;
    try {
      const text = await readBody(req);
      raw = text ? (JSON.parse(text) as unknown) : {};
    } catch (error) {
      json(res, 400, {
        ok: false,
        message:
          error instanceof Error && error.message === '请求体过大'
            ? error.message
            : '请求体不是合法的 JSON',
      });
      return true;
    }
    const args = typeof raw === 'object' && raw !== null && 'args' in raw ? raw.args : [];
    const parsed = panelCallArgs[call as PanelHostCall].safeParse(args);
    if (!parsed.success) {
      json(res, 400, {
        ok: false,
        message: `参数不合法（${call}）：${parsed.error.issues[0]?.message ?? '格式错误'}`,
      });
      return true;
    }
    try {
      const method = host[call as PanelHostCall] as (...a: unknown[]) => Promise<unknown>;
      const result = await method.apply(host, parsed.data as unknown[]);
      json(res, 200, { ok: true, result: result ?? null });
    } catch (error) {
      json(res, 500, {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return true;
  };
}
