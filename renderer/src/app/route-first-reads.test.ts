import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/contracts/api/endpoint';
import { ROUTE_PAGE_EXPORTS } from './route-page-exports';

// Every module of the API contract: a first read names one of its GETs.
const modules = import.meta.glob<Record<string, unknown>>('../contracts/api/*.ts', { eager: true });
const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const gets = new Set(
  Object.values(modules).flatMap((exports) => Object.values(exports).filter(isEndpoint).filter((e) => e.method === 'GET').map((e) => e.path)),
);

describe("routes' first reads (sent by index.html ahead of the app)", () => {
  it("each is a GET of the contract, filled from the route's own params", () => {
    const reads = ROUTE_PAGE_EXPORTS.flatMap(([fullPath, , read]) => (read ? [[fullPath, read] as const] : []));
    expect(reads.length).toBeGreaterThan(0);
    for (const [fullPath, read] of reads) {
      const path = read.split('?')[0] ?? '';
      expect(gets.has(path), `${fullPath} → ${read}`).toBe(true);
      const routeParams = new Set([...fullPath.matchAll(/:(\w+)/g)].map((m) => m[1]));
      for (const [, name] of path.matchAll(/:(\w+)/g)) expect(routeParams.has(name), `${fullPath} → ${read}`).toBe(true);
    }
  });
});
