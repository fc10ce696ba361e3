import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import { articlePageSchema } from '../../../renderer/src/contracts/api/article';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import { seedPhone } from '../seed/users';

let server: ApiServer;
beforeAll(async () => {
  server = await createApiServer();
});
afterAll(async () => {
  await server.close();
});

const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const res = await server.app.inject({ method, url, payload, headers: token ? { token } : {} });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; msg: string; data: unknown },
  };
};

async function login(id: number): Promise<string> {
  const phone = seedPhone(id);
  await call('POST', '/sms/send', undefined, { phone, type: 2 });
  const sms = await call('GET', `/__sim/sms?phone=${phone}&limit=1`);
  const code = (sms.body.data as { code: string }[])[0]?.code;
  const res = await call('POST', '/api/auth/login', undefined, { username: phone, password: code });
  return (res.body.data as { token: string }).token;
}

const page = async (token: string, query: string) =>
  envelope(articlePageSchema).parse(
    (await call('GET', `/article/collect/list?${query}`, token)).body,
  ).data;

describe('GET /article/collect/list', () => {
  it('answers 401 without login', async () => {
    const res = await call('GET', '/article/collect/list');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('lists the caller’s collects newest first, paged; an uncollected article leaves the list', async () => {
    const token = await login(7);
    const other = await login(8);
    expect((await page(token, 'page=1&size=10')).total).toBe(0);

    for (const id of [3, 5, 9])
      expect((await call('POST', `/article/collect/${id}`, token)).status).toBe(200);
    await call('POST', '/article/collect/4', other);

    const first = await page(token, 'page=1&size=2');
    expect(first.total).toBe(3);
    expect(first.list.map((a) => a.id)).toEqual([9, 5]);
    expect((await page(token, 'page=2&size=2')).list.map((a) => a.id)).toEqual([3]);
    expect(first.list[0]).toMatchObject({ id: 9, collects: expect.any(Number) as number });

    await call('POST', '/article/collect/5', token);
    const after = await page(token, 'page=1&size=10');
    expect(after.list.map((a) => a.id)).toEqual([9, 3]);
    expect(after.total).toBe(2);
    expect((await page(other, 'page=1&size=10')).list.map((a) => a.id)).toEqual([4]);
  });

  it('answers a bad page with a 400 and a Chinese message', async () => {
    const token = await login(9);
    const res = await call('GET', '/article/collect/list?page=0', token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/页码/);
  });
});
