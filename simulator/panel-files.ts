/**
 * The control panel's files under /panel/, looked up on each request: the panel may be built (or
 * rebuilt by `npm run build`) while the simulator runs, so nothing about it is fixed at start.
 * Never a blank page: while there is no build, a Chinese page says so and reloads itself; an asset
 * that is gone is a 404, never index.html served as script.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const NOT_BUILT_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>控制面板尚未构建</title></head>
<body style="font-family:sans-serif;padding:2em;line-height:1.6"><h1>控制面板尚未构建</h1>
<p>正在构建或还没有构建控制面板（out/renderer）。请在项目目录运行 <code>npm run build</code>，构建完成后本页会自动刷新。</p></body></html>`;

/** Registers GET /panel and /panel/* serving `panelDir` (reply.sendFile comes from @fastify/static, registered by the caller). */
export function registerPanelFiles(app: FastifyInstance, panelDir: string): void {
  const root = resolve(panelDir);
  const index = join(root, 'index.html');

  app.get('/panel', async (_req, reply) => reply.redirect('/panel/'));
  app.get('/panel/*', async (req, reply) => {
    if (!existsSync(index))
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_HTML);
    let path: string;
    try {
      path = decodeURIComponent((req.url.split('?')[0] ?? '').slice('/panel/'.length));
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    const file = resolve(root, path);
    if (file !== root && !file.startsWith(`${root}${sep}`))
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    if (existsSync(file) && statSync(file).isFile()) {
      // Hashed assets never change; the HTML names the current ones, so it is always re-read.
      const html = extname(file) === '.html';
      return reply
        .header('cache-control', html ? 'no-cache' : 'public, max-age=31536000, immutable')
        .sendFile(file.slice(root.length + 1), root, { cacheControl: false });
    }
    // A page of the panel (no extension) is index.html; a missing asset is a 404.
    if (extname(file) === '')
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html', root, { cacheControl: false });
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(`文件不存在：${path}（控制面板可能刚重新构建，请刷新页面）`);
  });
}
