import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { dirname } from 'node:path';
import { openDatabase, resetDatabase } from './db';
import { releaseDataVersion } from './db/data-version';
import { claimDataFolder, sharedFolderNotice } from './db/data-folder';
import type { Db } from './db/types';
import type { ApiContext } from './context';
import { ApiError, failure } from './lib/envelope';
import { answerClientError, answerFrameworkError } from './lib/framework-errors';
import { createAllowedMethods } from './lib/allowed-methods';
import { createDeferredWrites } from './lib/deferred-writes';
import { parsePublicOrigin } from './lib/urls';
import { uploadRateLimit } from './lib/upload-limits';
import { createControls, latencyFor, takeFailure } from './sim/controls';
import { routes } from './routes';

/** Options of {@link createApiServer}. */
export type ApiServerOptions = {
  /** SQLite file; omitted = a fresh in-memory database. */
  dbFile?: string;
  /** Fastify's request log (the CLI turns it on; tests leave it off). */
  logger?: boolean;
  /** Called with every SMS code "sent" (besides GET /__sim/sms). The CLI prints them. */
  smsLog?: (phone: string, code: string) => void;
  /** The real clock (ms); tests pass their own to cross the 60 s SMS wait without waiting. */
  now?: () => number;
  /** Origin of absolute media URLs, e.g. https://mock.example.com (default: the address reached). */
  publicOrigin?: string;
  /** Trust well-formed X-Forwarded-Proto / X-Forwarded-Host (only when a reverse proxy sets them). */
  behindProxy?: boolean;
  /** Whether answers are checked against their contract: 'throw' (default, tests), 'warn', 'off'. */
  responseCheck?: ApiContext['responseCheck'];
};

/** A running-ready (not yet listening) mock API. */
export type ApiServer = { app: FastifyInstance; db: Db; close(): Promise<void> };

/** Headers the app sends on every call (docs/product.md「原生桥接」), allowed cross-origin. */
const APP_HEADERS = ['content-type', 'token', 'platform', 'appversion', 'devicetoken', 'devicenum'];

/** Fastify's own 4xx codes, in the app's language. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传文件',
  FST_REQ_FILE_TOO_LARGE: '文件过大，单个文件不能超过 5MB',
  FST_FILES_LIMIT: '一次最多上传 9 个文件',
  FST_PARTS_LIMIT: '表单字段过多',
};

/**
 * Builds one mock API instance with its own database (never a singleton: tests run many at once).
 * Call `app.listen` to serve it, or `app.inject` in tests; `close()` stops it and closes the database.
 */
export async function createApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  // Checked before anything opens: a bad --public-origin stops the start with a Chinese message.
  const publicOrigin = options.publicOrigin ? parsePublicOrigin(options.publicOrigin) : null;
  const realNow = options.now ?? Date.now;
  const db = openDatabase(options.dbFile, realNow());
  const folder = options.dbFile ? claimDataFolder(options.dbFile) : null;
  if (folder && folder.others.length > 0)
    console.warn(sharedFolderNotice(options.dbFile ?? '', folder.others));
  const controls = createControls();
  const allowedMethods = createAllowedMethods();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Every answer in the envelope, even those given before a route or a request exists.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const ctx: ApiContext = {
    db,
    now: () => realNow() + controls.clockOffsetMs,
    controls,
    docs: [],
    smsLog: (phone, code) => {
      app.log.info({ phone, code }, '模拟短信已发送');
      options.smsLog?.(phone, code);
    },
    dataDir: options.dbFile ? dirname(options.dbFile) : null,
    responseCheck: options.responseCheck ?? 'throw',
    reset: () => resetDatabase(db, realNow() + controls.clockOffsetMs),
    routeTable: [],
    deferredWrites: createDeferredWrites((error) => app.log.error(error)),
    publicOrigin,
    behindProxy: options.behindProxy ?? false,
  };
  app.decorate('ctx', ctx);
  // Every route, raw media ones too, so the fuzz test can reach all of them.
  app.addHook('onRoute', (route) => {
    // Anonymous uploads are limited per client (read by @fastify/rate-limit's own onRoute hook, registered after this one).
    if (route.url === '/image/multiUpload')
      route.config = { ...(route.config as object | undefined), rateLimit: uploadRateLimit };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      ctx.routeTable.push({ method, url: route.url });
      allowedMethods.add(method, route.url);
    }
  });

  await app.register(cors, {
    origin: true,
    allowedHeaders: APP_HEADERS,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 9, fields: 20 } });
  // The captcha calls are form-urlencoded, as the real backend takes them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Callback-style hook: cheaper per request than an async one, and it runs on every request.
  app.addHook('onRequest', (req, reply, done) => {
    // Served files (uploads especially) are never sniffed into another type, such as HTML. Set
    // here rather than in an onSend hook: a reply keeps its headers through an error, and a route
    // with no onSend hook skips that hook runner on every answer.
    reply.header('x-content-type-options', 'nosniff');
    try {
      // Every route but a batch's own sees its writes as if each had been stored at once.
      ctx.deferredWrites.beforeRequest(req.routeOptions.url);
    } catch (error) {
      return done(error as Error);
    }
    // Nothing armed (the usual case): no path to work out.
    if ((controls.latency.length === 0 && controls.fail.length === 0) || req.method === 'OPTIONS')
      return done();
    const path = req.url.split('?')[0] ?? req.url;
    if (path.startsWith('/__sim/')) return done();
    const answer = (): void => {
      const forced = takeFailure(controls, path);
      if (forced) void reply.code(forced.status).send(failure(forced.status, forced.msg));
      else done();
    };
    const ms = latencyFor(controls, path);
    if (ms <= 0) return answer();
    const timer = setTimeout(() => {
      held.delete(timer);
      answer();
    }, ms);
    held.set(timer, reply);
  });

  // Requests a latency control still holds: closing answers them at once rather than waiting out
  // their delay (a test's 30 s route would hold its worker's teardown that long).
  const held = new Map<NodeJS.Timeout, FastifyReply>();
  app.addHook('preClose', (done) => {
    for (const [timer, reply] of held) {
      clearTimeout(timer);
      void reply.code(503).send(failure(503, '模拟后端已关闭'));
    }
    held.clear();
    done();
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError)
      return reply.code(error.status).send(failure(error.status, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        (error.code && FASTIFY_MESSAGES[error.code]) ??
        (error instanceof SyntaxError ? '请求体不是合法的 JSON' : '请求格式错误');
      return reply.code(status).send(failure(status, msg));
    }
    req.log.error(error);
    return reply.code(500).send(failure(500, '服务器内部错误'));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    const allowed = allowedMethods.of(path);
    if (allowed.length > 0)
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(failure(405, `请求方法不支持：${req.method} ${path}，请使用 ${allowed.join('、')}`));
    return reply.code(404).send(failure(404, `接口不存在：${req.method} ${path}`));
  });

  for (const plugin of routes) await app.register(async (child) => plugin(child));
  await app.ready();

  return {
    app,
    db,
    close: async () => {
      await app.close();
      ctx.deferredWrites.close();
      releaseDataVersion(db);
      db.close();
      folder?.release();
    },
  };
}
