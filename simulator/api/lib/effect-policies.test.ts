import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_KEY_MISSING } from '../../../renderer/src/contracts/api/client-key';
import { startTestServer, type TestServer } from '../testing';
import { effectPolicies, effectPolicyOf } from './effect-policies';

/** Every write of the app's API says how it takes effect once (lib/effect-policies.ts). */
describe('effect policies', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const writes = () =>
    s.app.ctx.docs.filter((d) => d.method !== 'GET' && !d.url.startsWith('/__sim/'));

  it('classifies every POST, PUT and DELETE the mock serves, and only those', () => {
    expect(
      writes()
        .filter((d) => !effectPolicyOf(d.endpoint))
        .map((d) => `${d.method} ${d.url}`),
    ).toEqual([]);
    const served = new Set(writes().map((d) => d.endpoint));
    expect(
      effectPolicies()
        .filter(([e]) => !served.has(e))
        .map(([e]) => `${e.method} ${e.path}`),
    ).toEqual([]);
  });

  it('a spending endpoint requires a clientKey in its body, with the Chinese message', () => {
    for (const [e] of effectPolicies().filter(([, p]) => p.once === 'key')) {
      const missing = z.safeParse(e.body ?? z.never(), {});
      expect(
        missing.error?.issues.find((i) => i.path[0] === 'clientKey')?.message,
        `${e.method} ${e.path}`,
      ).toBe(CLIENT_KEY_MISSING);
    }
  });

  it('a creating endpoint takes a clientKey in its body', () => {
    for (const [e] of effectPolicies().filter(([, p]) => p.once === 'content')) {
      const shape = (e.body as unknown as { _zod?: { def?: { shape?: Record<string, unknown> } } })
        ._zod?.def?.shape;
      expect(Object.keys(shape ?? {}), `${e.method} ${e.path}`).toContain('clientKey');
    }
  });

  it('says why a write needs no key', () => {
    for (const [e, p] of effectPolicies())
      if (p.once === 'state' || p.once === 'none')
        expect(p.why.length, `${e.method} ${e.path}`).toBeGreaterThan(8);
  });
});
