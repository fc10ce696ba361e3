import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import {
  monthlyIssueDetailSchema,
  monthlyIssueListSchema,
  newsDetailSchema,
  newsListSchema,
} from '../../../renderer/src/contracts/api/news';

let server: ApiServer;
/** 2026-06-01 10:00 Beijing: May's issue is not out until the 5th, so April's is the newest. */
const SEEDED_AT = Date.UTC(2026, 5, 1, 2, 0, 0);
beforeEach(async () => {
  server = await createApiServer({ now: () => SEEDED_AT });
});
afterEach(async () => {
  await server.close();
});
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('news', () => {
  it('has the 12 monthly issues out by the seeding day, 2026-04 back to 2025-05, newest first', async () => {
    const issues = envelope(monthlyIssueListSchema).parse(
      (await get('/news/monthly/list')).json(),
    ).data;
    expect(issues.map((i) => i.month)).toEqual([
      ...['04', '03', '02', '01'].map((m) => `2026-${m}`),
      ...['12', '11', '10', '09', '08', '07', '06', '05'].map((m) => `2025-${m}`),
    ]);
    expect(issues.every((i) => i.itemCount === 5)).toBe(true);
    expect(issues[0]?.title).toBe('2026年4月财税资讯月刊');
  });

  it('groups an issue by category and lists exactly its items', async () => {
    const issue = envelope(monthlyIssueDetailSchema).parse(
      (await get('/news/monthly/202509')).json(),
    ).data;
    const ids = issue.sections.flatMap((s) => s.items.map((i) => i.id));
    expect(ids).toHaveLength(5);
    for (const s of issue.sections)
      for (const item of s.items) expect(item.categoryName).toBe(s.categoryName);
    const list = envelope(newsListSchema).parse(
      (await get('/news/list?monthlyId=202509&size=50')).json(),
    ).data;
    expect(list.total).toBe(5);
    expect(list.list.map((i) => i.id).sort()).toEqual([...ids].sort());
  });

  it('filters by category across 60 items and pages without overlap', async () => {
    const all = envelope(newsListSchema).parse((await get('/news/list?size=50')).json()).data;
    expect(all.total).toBe(60);
    const cat = envelope(newsListSchema).parse(
      (await get('/news/list?categoryId=1&size=50')).json(),
    ).data;
    expect(cat.total).toBeGreaterThan(0);
    expect(cat.list.every((i) => i.categoryId === 1)).toBe(true);
    const p1 = envelope(newsListSchema)
      .parse((await get('/news/list?size=7&page=1')).json())
      .data.list.map((i) => i.id);
    const p2 = envelope(newsListSchema)
      .parse((await get('/news/list?size=7&page=2')).json())
      .data.list.map((i) => i.id);
    expect(p1.filter((id) => p2.includes(id))).toEqual([]);
  });

  it('answers a detail with HTML content and neighbours inside its issue', async () => {
    const list = envelope(newsListSchema).parse(
      (await get('/news/list?monthlyId=202511&size=50')).json(),
    ).data.list;
    const middle = list[2];
    if (!middle) throw new Error('no item');
    const detail = envelope(newsDetailSchema).parse(
      (await get(`/news/detail/${middle.id}`)).json(),
    ).data;
    expect(detail.content).toContain('<p>');
    expect(detail.prev?.id).toBe(list[1]?.id);
    expect(detail.next?.id).toBe(list[3]?.id);
  });

  it('answers 404 with Chinese messages and 400 for a malformed issue id', async () => {
    const missing = await get('/news/detail/6000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('资讯不存在');
    const noIssue = await get('/news/monthly/202401');
    expect(noIssue.statusCode).toBe(404);
    expect(noIssue.json().msg).toBe('该期月刊不存在');
    const badIssue = await get('/news/monthly/202513');
    expect(badIssue.statusCode).toBe(400);
    expect(badIssue.json().msg).toBe('期号格式不正确');
    const badSize = await get('/news/list?size=500');
    expect(badSize.statusCode).toBe(400);
  });

  it('serves covers as PNG', async () => {
    const list = envelope(newsListSchema).parse((await get('/news/list?size=1')).json()).data.list;
    const cover = new URL(list[0]?.cover ?? '', 'http://x').pathname;
    expect(cover).toMatch(/^\/media\/news\/\d+\.png$/);
    const res = await get(cover);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/media/monthly/209901.png')).statusCode).toBe(404);
    const old = await get('/media/news/1.svg');
    expect(old.statusCode).toBe(400);
    expect(old.json().msg).toBe('文件名须为 编号.png');
  });
});
