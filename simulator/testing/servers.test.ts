import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../api/server';
import { openServers } from './servers';

let api: ApiServer;
let apiUrl: string;
beforeAll(async () => {
  api = await createApiServer();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

describe('servers already running', () => {
  it('names the API that does not answer', async () => {
    await expect(
      openServers({ apiUrl: 'http://127.0.0.1:9', webUrl: 'http://127.0.0.1:9' }),
    ).rejects.toThrow(/^连不上模拟后端 http:\/\/127\.0\.0\.1:9（/);
  });

  it('names the app that does not answer, once the API does', async () => {
    await expect(openServers({ apiUrl, webUrl: 'http://127.0.0.1:9' })).rejects.toThrow(
      /^连不上应用 http:\/\/127\.0\.0\.1:9（.*）：它启动了吗？$/,
    );
  });

  it('refuses an address that answers but serves no app', async () => {
    await expect(openServers({ apiUrl, webUrl: apiUrl })).rejects.toThrow(
      `应用 ${apiUrl} 的 /app/ 回答 HTTP 404`,
    );
  });
});
