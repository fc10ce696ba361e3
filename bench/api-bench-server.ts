/**
 * Child process of bench/api-bench.ts: serves either our mock API (`ours`) or json-server 0.17
 * (`json-server`) with the same seeded articles on 127.0.0.1, then prints one `READY {json}` line.
 * A separate process per server, so the load generator does not share their event loop.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { createApiServer } from '../simulator/api/server';
import { issueToken } from '../simulator/api/lib/sessions';

type JsonServer = {
  create(): { use(...handlers: unknown[]): void; listen(port: number, host: string, cb: () => void): Server };
  router(db: Record<string, unknown[]>): unknown;
  defaults(opts: { logger: boolean; noCors?: boolean }): unknown[];
};

const mode = process.argv[2];
const api = await createApiServer({ responseCheck: 'off' });
// The articles the app lists and reads, as both servers hold them.
const articles = api.db
  .prepare<[], { id: number; title: string; summary: string; content: string; category: string; tags: string; author_id: number; doc_number: string | null; views: number; likes: number; published_at: number }>(
    "SELECT id, title, summary, content, category, tags, author_id, doc_number, views, likes, published_at FROM articles WHERE status = 'published' AND source = 'editorial' ORDER BY published_at DESC",
  )
  .all();
const articleId = articles[0]?.id ?? 1;

if (mode === 'json-server') {
  await api.close();
  const jsonServer = createRequire(import.meta.url)('json-server') as JsonServer;
  const app = jsonServer.create();
  app.use(...jsonServer.defaults({ logger: false }));
  app.use(jsonServer.router({ articles: articles.map((a) => ({ ...a, tags: JSON.parse(a.tags) as string[] })), orderValidations: [] }));
  const server = app.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    console.log(`READY ${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0, articleId, articles: articles.length })}`);
  });
} else {
  const token = issueToken(api.db, 21, Date.now());
  const url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ port: Number(new URL(url).port), articleId, token, articles: articles.length })}`);
}
