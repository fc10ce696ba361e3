import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from './server';
import { call, loginAs, startTestServer, type TestServer } from './testing';

describe('mock API server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers unknown routes with a JSON 404 in the envelope', async () => {
    const r = await call(s.app, 'GET', '/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      success: false,
      code: 404,
      msg: '接口不存在：GET /no/such/route',
      data: null,
    });
  });

  it('answers a malformed JSON body with 400 and a Chinese message', async () => {
    const r = await s.app.inject({
      method: 'POST',
      url: '/sms/send',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 400, msg: '请求体不是合法的 JSON' });
  });

  it('allows any origin and the app headers (the app may be served from another port)', async () => {
    const r = await s.app.inject({
      method: 'OPTIONS',
      url: '/v1/user/info',
      headers: {
        origin: 'http://127.0.0.1:4181',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,platform,appversion',
      },
    });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4181');
    expect(String(r.headers['access-control-allow-headers'])).toContain('token');
  });

  it('serves an OpenAPI document generated from the zod contracts', async () => {
    const r = await s.app.inject({ url: '/__sim/openapi.json' });
    const doc = r.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    };
    expect(doc.openapi).toBe('3.0.3');
    const valid = doc.paths['/v3/order/valid']?.post;
    expect(
      Object.keys(valid?.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(
      expect.arrayContaining([
        'orderType',
        'couponEachCode',
        'goodsId',
        'goodsQuantity',
        'useRight',
        'consultType',
        'consultTax',
        'urgentCode',
        'rewardAmount',
        'rewardSeries',
        'rewardRecordType',
      ]),
    );
    expect(doc.paths['/exam/answer/propList/{examId}/{index}']).toBeDefined();
  });

  it('gives each instance its own database', async () => {
    const other = await startTestServer();
    try {
      await loginAs(s.app, '13711112222');
      const there = await call(other.app, 'GET', '/__sim/sms?phone=13711112222');
      expect(there.body.data).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('persistence', () => {
  it('keeps accounts, tokens and orders across a restart with a database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-api-'));
    const dbFile = join(dir, 'api.sqlite');
    try {
      const first = await createApiServer({ dbFile });
      const token = await loginAs(first.app, '13688889999');
      const order = await call<{ orderNo: string }>(
        first.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1 },
        token,
      );
      expect(order.status).toBe(200);
      await first.close();

      const second = await createApiServer({ dbFile });
      try {
        const me = await call<{ phone: string }>(
          second.app,
          'GET',
          '/v1/user/info',
          undefined,
          token,
        );
        expect(me.status).toBe(200);
        expect(me.body.data.phone).toBe('13688889999');
        const list = await call<{ list: { orderNo: string }[] }>(
          second.app,
          'GET',
          '/order/list',
          undefined,
          token,
        );
        expect(list.body.data.list.map((o) => o.orderNo)).toEqual([order.body.data.orderNo]);
        // The seed ran once: reopening does not duplicate it.
        const plans = await call<unknown[]>(second.app, 'GET', '/member/plans');
        expect(plans.body.data).toHaveLength(5);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  it('is deterministic: two fresh servers seeded at the same instant hold the same rows', async () => {
    const at = Date.UTC(2027, 3, 9, 5, 30);
    const [a, b] = await Promise.all([
      createApiServer({ now: () => at }),
      createApiServer({ now: () => at }),
    ]);
    try {
      for (const sql of [
        'SELECT id, phone, nickname, points FROM users ORDER BY id',
        'SELECT * FROM courses ORDER BY id',
        'SELECT * FROM exam_scores ORDER BY exam_id, user_id',
        'SELECT code FROM redemption_codes ORDER BY code',
        'SELECT * FROM mall_goods ORDER BY id',
      ]) {
        expect(b.db.prepare(sql).all()).toEqual(a.db.prepare(sql).all());
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('holds the seed minimums: 30 courses, 40 goods, 60 questions, 150 ranked users, plans and coupons', async () => {
    const s = await createApiServer();
    try {
      const n = (sql: string): number => s.db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
      expect(n('SELECT COUNT(*) AS n FROM courses')).toBe(30);
      expect(n('SELECT COUNT(*) AS n FROM courses WHERE type = 2')).toBe(10);
      expect(n('SELECT COUNT(*) AS n FROM mall_goods')).toBe(40);
      expect(n('SELECT COUNT(*) AS n FROM questions')).toBe(60);
      expect(n('SELECT COUNT(*) AS n FROM exam_scores WHERE exam_id = 5')).toBe(150);
      expect(n('SELECT COUNT(*) AS n FROM member_plans')).toBe(5);
      expect(n('SELECT COUNT(*) AS n FROM coupon_templates')).toBe(5);
    } finally {
      await s.close();
    }
  });
});

describe('prepared statement cache', () => {
  it('hands out statements without a mode another caller set', async () => {
    const s = await createApiServer();
    try {
      const sql = 'SELECT id, phone FROM users WHERE id = 1';
      expect(s.db.prepare(sql).pluck().get()).toBe(1);
      expect(s.db.prepare(sql).get()).toEqual({ id: 1, phone: '13800000001' });
    } finally {
      await s.close();
    }
  });
});

describe('closing', () => {
  it('answers requests a latency control still holds at once, instead of waiting out the delay', async () => {
    const server = await createApiServer();
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await server.app.inject({
      method: 'POST',
      url: '/__sim/latency',
      payload: { pattern: '/article/list', ms: 30_000 },
    });
    const held = fetch(`${url}/article/list?page=1&size=1`);
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    await expect.poll(connections).toBe(1);
    const started = performance.now();
    await server.close();
    expect((await held).status).toBe(503);
    // Held for 30 s otherwise.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
