import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/contracts/api/endpoint';
import type * as HttpModule from '@/lib/http';
import { articleRequest, ARTICLE_VARIANTS } from '@/features/article/lib/article-variants';
import { ROUTE_PAGE_EXPORTS } from './route-page-exports';

const http = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));
const { fetchExamInfo } = await import('@/features/exam/api/exam-api');

// Every module of the API contract: a first read names one of its GETs.
const modules = import.meta.glob<Record<string, unknown>>('../contracts/api/*.ts', { eager: true });
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const endpoints = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isEndpoint),
);
const gets = new Map(endpoints.filter((e) => e.method === 'GET').map((e) => [e.path, e] as const));
/** POSTs the contract marks as changing nothing: the only POSTs a route may read ahead. */
const postReads = new Map(
  endpoints.filter((e) => e.method === 'POST' && e.readOnly).map((e) => [e.path, e] as const),
);
const POST_READ = /^POST (\S+) (.+)$/;

/** A read's query parameters copied from the address (`{?a,b}`, `{&c}`), in order. */
const queryNames = (read: string): string[] =>
  [...read.matchAll(/\{[?&]([\w,]+)\}/g)].flatMap((m) => (m[1] ?? '').split(','));

/**
 * The query the page itself sends for an address under its route (its own request builder), for
 * every route whose read copies the address's query: a new one is added here with its page's.
 */
const PAGE_QUERIES: Record<string, (search: URLSearchParams) => unknown> = {
  '/article/preview': (search) =>
    articleRequest(ARTICLE_VARIANTS.ArticlePreview, undefined, search),
  '/v3/article/preview': (search) =>
    articleRequest(ARTICLE_VARIANTS.v3ArticlePreview, undefined, search),
};

/**
 * The body its page sends for the ids of an address, for every route whose read is a POST: a new
 * one is added here with its page's request.
 */
const PAGE_BODIES: Record<string, (ids: Record<string, number | null>) => Promise<unknown>> = {
  '/exam': ({ examId, inviteUserId }) => fetchExamInfo(examId ?? 0, inviteUserId ?? null),
};

const allReads = ROUTE_PAGE_EXPORTS.flatMap(([fullPath, , read]) =>
  read ? [[fullPath, read] as const] : [],
);
const reads = allReads.filter(([, read]) => !POST_READ.test(read));
const posts = allReads.flatMap(([fullPath, read]) => {
  const [, path = '', body = ''] = POST_READ.exec(read) ?? [];
  return path ? [{ fullPath, path, body }] : [];
});

describe("routes' first reads (sent by index.html ahead of the app)", () => {
  it("each is a GET of the contract, filled from the route's own params", () => {
    expect(reads.length).toBeGreaterThan(0);
    for (const [fullPath, read] of reads) {
      const path = read.replace(/\{[^}]*\}/g, '').split('?')[0] ?? '';
      expect(gets.has(path), `${fullPath} → ${read}`).toBe(true);
      const routeParams = new Set([...fullPath.matchAll(/:(\w+)/g)].map((m) => m[1]));
      for (const [, name] of path.matchAll(/:(\w+)/g))
        expect(routeParams.has(name), `${fullPath} → ${read}`).toBe(true);
    }
  });

  it('copies from the address only query parameters its endpoint takes', () => {
    for (const [fullPath, read] of reads) {
      const names = queryNames(read);
      if (names.length === 0) continue;
      const endpoint = gets.get(read.replace(/\{[^}]*\}/g, '').split('?')[0] ?? '');
      const shape =
        (endpoint?.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      for (const name of names) expect(Object.keys(shape), `${fullPath} → ${read}`).toContain(name);
    }
  });

  it('reads ahead only POSTs the contract marks readOnly, with the body its page sends', async () => {
    expect(posts.map((p) => p.fullPath).sort()).toEqual(Object.keys(PAGE_BODIES).sort());
    for (const { fullPath, path, body } of posts) {
      expect(postReads.has(path), `${fullPath} → ${path}`).toBe(true);
      const names = [...body.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1] ?? '');
      // Every id given, then each optional one left out: the page's JSON text is the filled template.
      const cases = [
        Object.fromEntries(names.map((n, i) => [n, 11 + i])),
        ...names
          .filter((n) => body.includes(`{${n}?}`))
          .map((n) => Object.fromEntries(names.map((m, i) => [m, m === n ? null : 11 + i]))),
      ];
      for (const ids of cases) {
        http.post.mockReset().mockRejectedValue(new Error('只看请求'));
        await PAGE_BODIES[fullPath]?.(ids).catch(() => undefined);
        const [url, sent] = http.post.mock.calls[0] as [string, unknown];
        expect(url).toBe(path);
        expect(JSON.stringify(sent), `${fullPath} ${JSON.stringify(ids)}`).toBe(
          body.replace(/\{(\w+)\??\}/g, (_, n: string) => String(ids[n])),
        );
      }
    }
  });

  it("copies exactly the query its page sends for such an address, as the page's client builds it", () => {
    const copying = reads.filter(([, read]) => queryNames(read).length > 0);
    expect(copying.map(([fullPath]) => fullPath).sort()).toEqual(Object.keys(PAGE_QUERIES).sort());
    for (const [fullPath, read] of copying) {
      const names = queryNames(read);
      // Values the page accepts as they are (a preview token's shape), plus a parameter the read ignores.
      const values = Object.fromEntries(names.map((name, i) => [name, `Abc1234${i}`]));
      const request = PAGE_QUERIES[fullPath]?.(new URLSearchParams({ other: '1', ...values })) as {
        endpoint: Endpoint;
        query: Record<string, unknown>;
      } | null;
      expect(request?.query, `${fullPath} → ${read}`).toEqual(values);
      expect(Object.keys(request?.query ?? {}), `${fullPath} → ${read}`).toEqual(names);
      const filled = read.replace(
        /\{([?&])([\w,]+)\}/g,
        (_, lead: string, list: string) =>
          lead +
          list
            .split(',')
            .map((name) => `${name}=${values[name]}`)
            .join('&'),
      );
      expect(
        axios.getUri({ url: request?.endpoint.path, params: request?.query }),
        `${fullPath} → ${read}`,
      ).toBe(filled);
    }
  });
});
