import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createApiServer, type ApiServer } from '../api/server';
import * as appEndpoints from './app-endpoints';
import { createMockApi, MockApiError, type MockApi } from './mock-api';

let api: ApiServer;
let mockApi: MockApi;
beforeAll(async () => {
  api = await createApiServer();
  mockApi = createMockApi(await api.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => api.close());

describe('the typed client of the scenario controls', () => {
  it('applies a control before it resolves, and answers its typed result', async () => {
    const state = await mockApi.latency({ body: { pattern: '/api/auth/login', ms: 1500 } });
    expect(state.latency).toContainEqual({ pattern: '/api/auth/login', ms: 1500 });
    expect((await mockApi.state()).latency).toContainEqual({
      pattern: '/api/auth/login',
      ms: 1500,
    });
    expectTypeOf(mockApi.health).parameters.toEqualTypeOf<[input?: unknown]>();
    const reset = await mockApi.reset();
    expect(reset.latency).toEqual([]);
  });

  it('fills path parameters and the query, and moves the clock', async () => {
    const before = (await mockApi.health()).now;
    const after = await mockApi.advanceClock({ body: { ms: 3_600_000 } });
    expect(after.now - before).toBeGreaterThanOrEqual(3_600_000);
    const session = await mockApi.nativeSession({ body: { phone: '13900000777' } });
    expect(session.token).toBeTruthy();
    expect(await mockApi.smsCodes({ query: { phone: '13900000777' } })).toEqual([]);
    await expect(mockApi.challengeAnswer({ params: { attemptId: 999_999 } })).rejects.toMatchObject(
      { name: 'MockApiError', status: 404 },
    );
    await mockApi.reset();
  });

  it("says in Chinese what the server refused, a control it lacks, and a server that isn't there", async () => {
    const refused = mockApi.latency({ body: { pattern: '', ms: -1 } });
    await expect(refused).rejects.toBeInstanceOf(MockApiError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(refused).rejects.toThrow(/^POST \/__sim\/latency：/);

    // A server older than the client: it answers its own 404 for a control it does not know.
    const older = createMockApi(mockApi.url, {
      fetch: (input, init) =>
        fetch(String(input).replace('/__sim/health', '/__sim/no-such-control'), init),
    });
    await expect(older.health()).rejects.toThrow(
      `模拟后端 ${mockApi.url} 没有这个控制：GET /__sim/health（它的版本比测试入口旧，请更新后重启）`,
    );

    const nowhere = createMockApi('http://127.0.0.1:9');
    await expect(nowhere.health()).rejects.toThrow(/^连不上模拟后端 http:\/\/127\.0\.0\.1:9（/);
    await expect(nowhere.health()).rejects.toMatchObject({ status: 0 });
  });
});

describe('users of the app', () => {
  it('hands out a new user on a number no one used, calling the app as that user', async () => {
    const [one, two] = await Promise.all([mockApi.newUser(), mockApi.newUser()]);
    expect(one.phone).not.toBe(two.phone);
    expect([one.isNew, two.isNew]).toEqual([true, true]);
    const me = await one.call(appEndpoints.auth.v1UserInfoEndpoint);
    expect(me.phone).toBe(one.phone);
    expectTypeOf(me.phone).toEqualTypeOf<string>();
  });

  it('signs a known number in again as the same account', async () => {
    const first = await mockApi.newUser();
    const again = await mockApi.signIn(first.phone);
    expect(again.isNew).toBe(false);
    expect((await again.call(appEndpoints.auth.v1UserInfoEndpoint)).phone).toBe(first.phone);
  });

  it("rejects with the app endpoint's Chinese refusal", async () => {
    const user = await mockApi.newUser();
    const save = user.call(appEndpoints.mall.integralAddressSaveEndpoint, {
      body: { name: '', phone: '1', province: '', city: '', area: '', address: '' },
    } as never);
    await expect(save).rejects.toBeInstanceOf(MockApiError);
    await expect(save).rejects.toMatchObject({ status: 400 });
    await expect(save).rejects.toThrow(/^POST \/integral\/address\/save：\S/);
  });
});
