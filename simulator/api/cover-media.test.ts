import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';

/** Covers are PNGs (decoded off the browser's main thread), never SVG documents. */
const COVER_URL = /\/media\/(?:goods|cover|topic|article-cover|news|monthly)\/\d+\.(?:png|svg)/g;

describe('cover media', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const coversIn = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<string[]> => {
    const res = await s.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(200);
    return res.body.match(COVER_URL) ?? [];
  };

  it('lists and serves every kind of cover as a PNG', async () => {
    const lists: [string, 'GET' | 'POST', string, object?][] = [
      ['goods', 'GET', '/integral/goods/list?page=1&size=5'],
      ['cover', 'POST', '/live/playback/list', { page: 1, size: 5 }],
      ['topic', 'GET', '/topic/list'],
      ['article-cover', 'GET', '/article/list?page=1&size=20'],
      ['news', 'GET', '/news/list?size=5'],
      ['monthly', 'GET', '/news/monthly/list'],
    ];
    for (const [kind, method, url, body] of lists) {
      const covers = await coversIn(method, url, body);
      expect(covers.filter((c) => c.includes(`/media/${kind}/`)).length, kind).toBeGreaterThan(0);
      for (const c of covers) expect(c, kind).toMatch(/\.png$/);
      const res = await s.app.inject({ url: covers[0] ?? '' });
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type'], kind).toBe('image/png');
      expect(res.headers['cache-control'], kind).toBe('public, max-age=3600');
      expect(res.rawPayload.readUInt32BE(16), kind).toBe(320);
    }
  });

  it('rejects a file name that is not <id>.png with a Chinese message', async () => {
    for (const url of [
      '/media/goods/1.svg',
      '/media/cover/1.svg',
      '/media/topic/x.png',
      '/media/article-cover/1.jpg',
      '/media/news/1.svg',
      '/media/monthly/202506',
    ]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ msg: string }>().msg, url).toBe('文件名须为 编号.png');
    }
  });
});
