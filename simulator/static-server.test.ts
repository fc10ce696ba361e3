import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApiServer, type ApiServer } from './api/server';
import { createStaticServer } from './static-server';

let api: ApiServer;
let web: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sim-static-'));
  mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'web', 'index.html'), '<title>应用</title>');
  writeFileSync(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
  mkdirSync(join(dir, 'panel'));
  writeFileSync(join(dir, 'panel', 'index.html'), '<title>控制面板</title>');
  api = await createApiServer();
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  web = await createStaticServer({
    apiUrl,
    webDir: join(dir, 'web'),
    panelDir: join(dir, 'panel'),
  });
});
afterAll(async () => {
  await web.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => web.inject({ method: 'GET', url });

describe('static server', () => {
  it("serves the app's files and index.html for every history-mode route under /app/", async () => {
    expect((await get('/app/assets/app.js')).body).toBe('console.log(1)');
    for (const path of ['/app/', '/app/home', '/app/article/detail/123?from=share']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<title>应用</title>');
    }
    expect((await get('/app/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/')).headers.location).toBe('/app/');
  });

  it('opens a route whose parameter ends like a file (a PDF preview) when the browser navigates there', async () => {
    const url = `/app/pdf/${encodeURIComponent('/files/sample.pdf')}`;
    const navigation = await web.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.body).toBe('<title>应用</title>');
    // Fetched as a file (no page asked for it), it is still missing.
    expect((await get(url)).statusCode).toBe(404);
  });

  it('proxies /api-mock/ to the mock API with method, headers and body', async () => {
    const send = await web.inject({
      method: 'POST',
      url: '/api-mock/sms/send',
      payload: { phone: '13911112222', type: 2 },
    });
    expect(send.json()).toMatchObject({ success: true, msg: '发送成功' });
    const sms = (await get('/api-mock/__sim/sms?phone=13911112222')).json() as {
      data: { phone: string }[];
    };
    expect(sms.data[0]?.phone).toBe('13911112222');
    const unauthorised = await web.inject({
      method: 'GET',
      url: '/api-mock/v1/user/info',
      headers: { token: 'nope' },
    });
    expect(unauthorised.statusCode).toBe(401);
  });

  it('shows the PC-site stand-in with the exact URL, and the panel when built', async () => {
    const pc = await get('/pc/articles/123?from=share');
    expect(pc.body).toContain(
      '<code id="pc-url">http://localhost:80/pc/articles/123?from=share</code>',
    );
    expect((await get('/panel/')).body).toBe('<title>控制面板</title>');
  });

  it('serves the panel built after the server started, never a blank page', async () => {
    const panelDir = join(dir, 'panel-later');
    const server = await createStaticServer({
      apiUrl: 'http://127.0.0.1:1',
      webDir: join(dir, 'web'),
      panelDir,
    });
    try {
      const before = await server.inject({ method: 'GET', url: '/panel/' });
      expect(before.statusCode).toBe(503);
      expect(before.body).toContain('控制面板尚未构建');
      expect(before.body).toContain('npm run build');

      mkdirSync(join(panelDir, 'assets'), { recursive: true });
      writeFileSync(join(panelDir, 'index.html'), '<script src="./assets/panel-abc.js"></script>');
      writeFileSync(join(panelDir, 'assets', 'panel-abc.js'), 'render()');
      const page = await server.inject({ method: 'GET', url: '/panel/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('panel-abc.js');
      expect((await server.inject({ method: 'GET', url: '/panel/assets/panel-abc.js' })).body).toBe(
        'render()',
      );
      // An asset of an earlier build is gone: a 404, not index.html parsed as script (a blank page).
      const stale = await server.inject({ method: 'GET', url: '/panel/assets/panel-old.js' });
      expect(stale.statusCode).toBe(404);
      expect(stale.body).not.toContain('<script');
      expect(
        (await server.inject({ method: 'GET', url: '/panel/../web/index.html' })).body,
      ).not.toBe('<title>应用</title>');
    } finally {
      await server.close();
    }
  });

  it('refuses to start without a built app', async () => {
    await expect(
      createStaticServer({ apiUrl: 'http://127.0.0.1:1', webDir: join(dir, 'nothing') }),
    ).rejects.toThrow(/npm run build:web/);
  });
});
