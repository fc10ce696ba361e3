import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../renderer/src/contracts/api/endpoint';
import { newsListEndpoint } from '../../renderer/src/contracts/api/news';
import { startTestServer, type TestServer } from './testing';

// Every module of the app's API contract, as the app imports it.
const modules = import.meta.glob<Record<string, unknown>>('../../renderer/src/contracts/api/*.ts', {
  eager: true,
});
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;
/** The whole declarations (a `*Base` is only the first screen's half of one). */
const contractEndpoints = Object.entries(modules).flatMap(([, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Endpoint') && isEndpoint(value))
    .map(([, value]) => value as Endpoint),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('contract endpoints and mock routes', () => {
  it('the mock serves every endpoint of the contract, each the very declaration object', () => {
    const served = new Set(server.app.ctx.docs.map((doc) => doc.endpoint));
    const missing = [...new Set(contractEndpoints)]
      .filter((e) => !served.has(e))
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('every route of the app API (all but /__sim/) is a contract endpoint', () => {
    const declared = new Set(contractEndpoints);
    const undeclared = server.app.ctx.docs
      .filter((doc) => !doc.url.startsWith('/__sim/') && !declared.has(doc.endpoint))
      .map((doc) => `${doc.method} ${doc.url}`);
    expect(undeclared).toEqual([]);
  });

  it("a path's parameters are exactly its params schema's keys", () => {
    for (const e of contractEndpoints) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const shape = (
        e.params as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined
      )?._zod?.def?.shape;
      expect(Object.keys(shape ?? {}).sort(), `${e.method} ${e.path}`).toEqual(names);
    }
  });

  it('a fetcher and its route share one declaration: the news list the app asks for is the one the mock answers', async () => {
    const served = server.app.ctx.docs.find((doc) => doc.endpoint === newsListEndpoint);
    expect(served?.url).toBe(newsListEndpoint.path);
    const res = await server.app.inject({
      method: newsListEndpoint.method,
      url: `${newsListEndpoint.path}?page=1&size=2`,
    });
    const { z } = await import('zod');
    expect(z.safeParse(newsListEndpoint.response, res.json().data).success).toBe(true);
  });
});
