import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { defineRoute } from './route';

/** A bare server with only what defineRoute reads of the context. */
async function serverWith(
  responseCheck: ApiContext['responseCheck'],
  answer: () => unknown,
): Promise<{ app: FastifyInstance; checks: () => number }> {
  let checks = 0;
  const response = z.object({ n: z.number() }).refine(() => ++checks > 0);
  const app = Fastify();
  app.decorate('ctx', { docs: [], responseCheck } as unknown as ApiContext);
  defineRoute(
    app,
    { method: 'GET', path: '/n', response } as const,
    { summary: '测试', auth: 'none' },
    () => answer() as { n: number },
  );
  await app.ready();
  return { app, checks: () => checks };
}

/** A bare server whose thrown input errors answer their status with their message, as the mock's error handler does. */
function inputServer(): FastifyInstance {
  const app = Fastify();
  app.decorate('ctx', { docs: [], responseCheck: 'throw' } as unknown as ApiContext);
  app.setErrorHandler((error: Error & { status?: number }, _req, reply) =>
    reply.code(error.status ?? 500).send({ msg: error.message }),
  );
  return app;
}

describe('defineRoute response checks', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('checks each distinct answer once, and a new answer again', async () => {
    let n = 1;
    const s = await serverWith('warn', () => ({ n }));
    app = s.app;
    const bodies = [];
    for (let i = 0; i < 3; i++)
      bodies.push((await app.inject({ method: 'GET', url: '/n' })).json<unknown>());
    expect(bodies).toEqual(
      Array.from({ length: 3 }, () => ({
        success: true,
        code: 200,
        msg: '操作成功',
        data: { n: 1 },
      })),
    );
    expect(s.checks()).toBe(1);
    n = 2;
    const res = await app.inject({ method: 'GET', url: '/n' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ data: { n: 2 } });
    expect(s.checks()).toBe(2);
  });

  it('warns about an answer off the contract every time it is given, and throws in tests', async () => {
    const warn = await serverWith('warn', () => ({ n: '1' }));
    app = warn.app;
    const warned = vi.spyOn(app.log, 'warn');
    for (let i = 0; i < 2; i++)
      expect((await app.inject({ method: 'GET', url: '/n' })).statusCode).toBe(200);
    expect(warned).toHaveBeenCalledTimes(2);
    expect(String(warned.mock.calls[0]?.[0])).toContain('GET /n 的响应不符合契约');
    await app.close();

    const strict = await serverWith('throw', () => ({ n: '1' }));
    app = strict.app;
    for (let i = 0; i < 2; i++)
      expect((await app.inject({ method: 'GET', url: '/n' })).statusCode).toBe(500);
  });

  it('parses a query string seen before once, hands each call its own copy, and answers a bad one 400 every time', async () => {
    let parses = 0;
    const query = z
      .object({ page: z.coerce.number().int().min(1, '页码须为正整数') })
      .refine(() => ++parses > 0);
    const seen: { page: number }[] = [];
    app = inputServer();
    defineRoute(
      app,
      { method: 'GET', path: '/q', query, response: z.object({ page: z.number() }) } as const,
      { summary: '测试', auth: 'none' },
      ({ query: q }) => {
        seen.push(q);
        const answer = { page: q.page };
        q.page = 99; // a handler scribbling on its input
        return answer;
      },
    );
    await app.ready();
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/q?page=2' })).json()).toMatchObject({
        data: { page: 2 },
      });
    expect(parses).toBe(1);
    expect(new Set(seen).size).toBe(3);
    expect((await app.inject({ method: 'GET', url: '/q?page=3' })).json()).toMatchObject({
      data: { page: 3 },
    });
    for (let i = 0; i < 2; i++)
      expect(await app.inject({ method: 'GET', url: '/q?page=0' })).toMatchObject({
        statusCode: 400,
      });
    expect((await app.inject({ method: 'GET', url: '/q?page=0' })).json()).toEqual({
      msg: '页码须为正整数',
    });
  });

  it('parses a small flat body seen before once, hands each call its own copy, and parses nested or bad bodies every time', async () => {
    let parses = 0;
    const body = z
      .object({
        goodsId: z.number().int().min(1, '商品不存在'),
        note: z.optional(z.object({ text: z.string() })),
      })
      .refine(() => ++parses > 0);
    const seen: { goodsId: number }[] = [];
    app = inputServer();
    defineRoute(
      app,
      { method: 'POST', path: '/b', body, response: z.object({ goodsId: z.number() }) } as const,
      { summary: '测试', auth: 'none' },
      ({ body: b }) => {
        seen.push(b);
        const answer = { goodsId: b.goodsId };
        b.goodsId = 99; // a handler scribbling on its input
        return answer;
      },
    );
    await app.ready();
    const post = (payload: unknown) =>
      app!.inject({ method: 'POST', url: '/b', payload: payload as Record<string, unknown> });
    for (let i = 0; i < 3; i++)
      expect((await post({ goodsId: 2 })).json()).toMatchObject({ data: { goodsId: 2 } });
    expect(parses).toBe(1);
    expect(new Set(seen).size).toBe(3);
    for (let i = 0; i < 2; i++)
      expect((await post({ goodsId: 3, note: { text: '加急' } })).json()).toMatchObject({
        data: { goodsId: 3 },
      });
    expect(parses).toBe(3);
    for (let i = 0; i < 2; i++)
      expect((await post({ goodsId: 0 })).json()).toEqual({ msg: '商品不存在' });
    expect(parses).toBe(5);
  });
});
