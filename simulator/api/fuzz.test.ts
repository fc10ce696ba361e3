import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControls } from './sim/controls';
import { issueToken } from './lib/sessions';
import { call, startTestServer, testKey, type TestServer } from './testing';

/**
 * Malformed bodies, queries and path parameters sent to every registered route must get a 4xx
 * (or a 2xx) with a Chinese message — never a 5xx. Response contracts are checked ('throw'), so
 * an answer that breaks its zod schema would show up here as a 500 too.
 */

const CHINESE = /[\u4e00-\u9fa5]/;
const segment = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '5',
    '6',
    '22',
    '1.5',
    '1e99',
    '99999999999999999999',
    'abc',
    '%00',
    '..%2F..',
    'null',
    'undefined',
    '1.svg',
    '1.png',
    '22-8.wav',
    '5-21.svg',
    'NaN',
    '202611220340520001',
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.integer().map(String),
);
const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.record(
    {
      examId: fc.oneof(fc.integer(), fc.string()),
      attemptId: fc.oneof(fc.integer(), fc.constant(-1)),
      index: fc.integer(),
      answer: fc.string(),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      orderType: fc.integer({ min: -1, max: 7 }),
      goodsId: fc.oneof(fc.integer(), fc.double()),
      goodsQuantity: fc.integer(),
      couponEachCode: fc.string(),
      rewardAmount: fc.integer(),
      rewardRecordType: fc.integer({ min: -1, max: 3 }),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      phone: fc.oneof(fc.string(), fc.constant('13900001111')),
      type: fc.oneof(fc.integer(), fc.string()),
      code: fc.string(),
      username: fc.string(),
      password: fc.string(),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      page: fc.oneof(fc.integer(), fc.string()),
      size: fc.oneof(fc.integer(), fc.string()),
      id: fc.integer(),
      title: fc.string(),
      content: fc.string(),
      contentHtml: fc.string(),
    },
    { requiredKeys: [] },
  ),
);
const rawBody = fc.constantFrom(
  '{',
  '[1,2',
  '{"a":',
  'nul',
  '\u0000',
  '"str"',
  '123',
  'true',
  '[]',
  '{"__proto__":{"x":1}}',
);
/** Multipart requests a broken client could send: no or empty boundary, a boundary the body lacks, a truncated part. */
const multipartType = fc.constantFrom(
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  'multipart/form-data;boundary=x',
  'multipart/form-data; boundary=zz; charset=utf-8',
  'multipart/mixed',
);
const multipartPayload = fc.oneof(
  fc.constantFrom(
    '',
    'garbage',
    '--x\r\n',
    '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
    '--x--\r\n',
    '--zz\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--zz--\r\n',
  ),
  fc.string({ maxLength: 40 }),
);
const multipartBody = fc
  .record({ contentType: multipartType, value: multipartPayload })
  .map((m) => ({ kind: 'multipart' as const, ...m }));
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'size',
    'status',
    'category',
    'keyword',
    'sort',
    'phone',
    'limit',
    'appversion',
    'platform',
    'userId',
    'code',
    'token',
    'targetType',
    'ids',
    'x',
  ),
  fc.string({ maxLength: 20 }),
  { maxKeys: 4 },
);

type Req = {
  params: string[];
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; value: string }
    | { kind: 'form'; value: string }
    | { kind: 'multipart'; contentType: string; value: string }
    | { kind: 'none' };
  query: Record<string, string>;
  withToken: boolean;
};
const request = (paramCount: number): fc.Arbitrary<Req> =>
  fc.record({
    params: fc.array(segment, { minLength: paramCount, maxLength: paramCount }),
    body: fc.oneof(
      jsonValue.map((value) => ({ kind: 'json' as const, value })),
      rawBody.map((value) => ({ kind: 'raw' as const, value })),
      fc.string({ maxLength: 30 }).map((value) => ({ kind: 'form' as const, value })),
      multipartBody,
      fc.constant({ kind: 'none' as const }),
    ),
    query,
    withToken: fc.boolean(),
  });

const contentTypeOf = (body: Req['body']): string =>
  body.kind === 'form'
    ? 'application/x-www-form-urlencoded'
    : body.kind === 'multipart'
      ? body.contentType
      : 'application/json';

describe('fuzz: every route answers malformed input with 4xx, never 5xx', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('covers the whole API', () => {
    const urls = new Set(s.app.ctx.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const must of [
      'POST /v3/order/valid',
      'POST /exam/lottery/:examId',
      'GET /media/audio/:file',
      'POST /integral/order/submit',
      'GET /live/interaction/like/:id/:type',
    ])
      expect(urls).toContain(must);
  });

  it('never answers 5xx', async () => {
    const routes = s.app.ctx.routeTable.filter(
      (r) => !(r.method === 'POST' && r.url === '/__sim/reset'),
    );
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const names = route.url.match(/:\w+/g) ?? [];
      // A fresh token per route: routes such as logout may spend it.
      const token = issueToken(s.db, 25, s.clock.now());
      await fc.assert(
        fc.asyncProperty(request(names.length), async (r) => {
          let url = route.url;
          names.forEach((n, i) => (url = url.replace(n, r.params[i] || 'x')));
          const qs = new URLSearchParams(r.query).toString();
          const opts: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: qs ? `${url}?${qs}` : url,
            headers: r.withToken ? { token } : {},
          };
          if (route.method !== 'GET' && r.body.kind === 'json')
            opts.payload = JSON.stringify(r.body.value) ?? 'null';
          if (route.method !== 'GET' && r.body.kind !== 'none' && r.body.kind !== 'json')
            opts.payload = r.body.value;
          if (opts.payload !== undefined)
            opts.headers = { ...opts.headers, 'content-type': contentTypeOf(r.body) };
          const res = await s.app.inject(opts);
          // Scenario controls hit by the fuzz must not leak into the next request.
          Object.assign(s.app.ctx.controls, createControls());
          if (res.statusCode >= 500)
            throw new Error(
              `${opts.method} ${opts.url} ${String(opts.payload)} → ${res.statusCode} ${res.body}`,
            );
          if (res.statusCode >= 400) {
            const body = res.json() as { success: boolean; code: number; msg: string; data: null };
            expect(body.success).toBe(false);
            expect(body.code).toBe(res.statusCode);
            expect(body.msg).toMatch(CHINESE);
          }
        }),
        { numRuns: 25, seed: 20260301 },
      );
    }
  }, 180_000);

  it('answers every malformed multipart upload with a Chinese 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(multipartBody, fc.boolean(), async (m, withToken) => {
        const headers = {
          'content-type': m.contentType,
          ...(withToken ? { token: issueToken(s.db, 25, s.clock.now()) } : {}),
        };
        const res = await s.app.inject({
          method: 'POST',
          url: '/image/multiUpload',
          headers,
          payload: m.value,
        });
        expect(
          res.statusCode,
          `${m.contentType} ${JSON.stringify(m.value)} → ${res.body}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect((res.json() as { msg: string }).msg).toMatch(CHINESE);
      }),
      { numRuns: 200, seed: 20260301 },
    );
  });

  it('leaves no half-written record after a rejected write', async () => {
    const token = issueToken(s.db, 26, s.clock.now());
    const before = s.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n;
    // The coupon does not exist: the order must not be created.
    const r = await call(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 1, goodsId: 1, couponEachCode: 'NOPE' },
      token,
    );
    expect(r.status).toBe(400);
    expect(s.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n).toBe(
      before,
    );
    const points = s.db
      .prepare<[], { points: number }>('SELECT points FROM users WHERE id = 26')
      .get()?.points;
    await call(
      s.app,
      'POST',
      '/integral/order/submit',
      { goodsId: 1, addressId: 999999, clientKey: testKey() },
      token,
    );
    expect(
      s.db.prepare<[], { points: number }>('SELECT points FROM users WHERE id = 26').get()?.points,
    ).toBe(points);
  });
});
