import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';
import { SIM_CONTROLS } from './registry';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the scenario controls' registry", () => {
  it('holds exactly the /__sim/ controls the server serves, declaration for declaration', () => {
    const served = server.app.ctx.docs
      .filter((doc) => doc.url.startsWith('/__sim/'))
      .map((doc) => doc.endpoint);
    const registered = Object.values(SIM_CONTROLS);
    expect(new Set(registered).size).toBe(registered.length);
    for (const endpoint of served)
      expect(registered, `${endpoint.method} ${endpoint.path} 不在 registry.ts`).toContain(
        endpoint,
      );
    for (const endpoint of registered)
      expect(served, `${endpoint.method} ${endpoint.path} 没有注册`).toContain(endpoint);
  });
});
