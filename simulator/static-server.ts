/**
 * The simulator's web server: the built app (`dist/web`) under /app/ with the SPA fallback, the
 * mock API under /api-mock/ (what the app calls by default), the PC-site stand-in under /pc/, and
 * the control panel under /panel/ (simulator/panel-files.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pcStandInHtml, PC_STAND_IN_PATH } from './hosts/pc-site';
import { registerPanelFiles } from './panel-files';

/** Options of {@link createStaticServer}. */
export type StaticServerOptions = {
  /** The mock API's origin, e.g. `http://127.0.0.1:3900`. */
  apiUrl: string;
  /** The app's build; defaults to `dist/web`. */
  webDir?: string;
  /** The panel's build, served at /panel/ (looked up per request: it may be built while running). */
  panelDir?: string;
  /**
   * The panel's HTTP API (simulator/panel/server-routes.ts `createPanelRoutes(host)`): answers
   * /__panel/api/ on the raw request before fastify reads the body. Resolves true when it answered.
   */
  panelRoutes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
};

/**
 * Hop-by-hop headers a proxy must not forward (RFC 9110, section 7.6.1), plus what fetch
 * recomputes.
 */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

const forwardable = (
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
};

/** Builds (does not start) the server; `listen({ port: 0 })` picks a free port. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const webDir = resolve(options.webDir ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html')))
    throw new Error(`没有找到构建好的应用：${webDir}/index.html（先运行 npm run build:web）`);
  const apiBase = options.apiUrl.replace(/\/+$/, '');
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });

  const { panelRoutes } = options;
  if (panelRoutes) {
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/__panel/api/')) return;
      // The routes stream (server-sent events) and read the body themselves: fastify lets go.
      reply.hijack();
      const answered = await panelRoutes(req.raw, reply.raw);
      if (!answered)
        reply.raw
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('没有这个接口');
    });
  }

  // The proxy passes bodies through untouched (JSON, form-urlencoded and multipart alike).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/app/',
    index: ['index.html'],
    wildcard: true,
  });
  if (options.panelDir) registerPanelFiles(app, options.panelDir);

  app.get('/', async (_req, reply) => reply.redirect('/app/'));
  app.get('/app', async (_req, reply) => reply.redirect('/app/'));

  app.get(`${PC_STAND_IN_PATH}/*`, async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(pcStandInHtml(`${req.protocol}://${req.host}${req.url}`)),
  );

  app.all('/api-mock/*', async (req, reply) => {
    const target = `${apiBase}${req.url.replace(/^\/api-mock/, '')}`;
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: req.method,
        headers: forwardable(req.headers),
        body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
        redirect: 'manual',
      });
    } catch {
      return reply
        .code(502)
        .send({ success: false, code: 502, msg: '模拟后端未启动或无法连接', data: null });
    }
    reply.code(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name) && name !== 'content-encoding') void reply.header(name, value);
    });
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });

  // History-mode routes: a page the browser navigates to under /app/ gets the app's index.html,
  // even when its last part looks like a file (/app/pdf/<an encoded …/x.pdf>); a missing script,
  // style or image stays a 404, never index.html parsed as one.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const navigation = /\btext\/html\b/.test(req.headers.accept ?? '');
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      path.startsWith('/app/') &&
      (navigation || !/\.[a-z0-9]+$/i.test(path))
    ) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', webDir);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send(`页面不存在：${path}`);
  });

  return app;
}
