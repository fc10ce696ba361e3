import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import {
  ARTICLE_NOT_FOUND_MSG,
  articleDetailSchema,
  articlePageSchema,
  articleWordPageSchema,
  docNumberResolveResultSchema,
  documentSchema,
} from '../../../renderer/src/contracts/api/article';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import { EDITORIAL_ARTICLE_COUNT, isUnsafeSeedArticle } from '../seed/articles';
import { seedPhone } from '../seed/users';

let server: ApiServer;
beforeAll(async () => {
  server = await createApiServer();
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await server.app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; msg: string; data: unknown },
    res,
  };
};
const post = async (url: string, payload?: object, headers: Record<string, string> = {}) => {
  const res = await server.app.inject({ method: 'POST', url, payload, headers });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; msg: string; data: unknown },
  };
};

async function login(id: number): Promise<string> {
  const phone = seedPhone(id);
  await post('/sms/send', { phone, type: 2 });
  const sms = await get(`/__sim/sms?phone=${phone}&limit=1`);
  const latest = (sms.body.data as { code: string }[])[0]?.code;
  const res = await post('/api/auth/login', { username: phone, password: latest });
  return (res.body.data as { token: string }).token;
}

describe('seed', () => {
  it('has at least 200 published editorial articles, dated from 2019 to today, newest first', async () => {
    const { body } = await get('/article/list?page=1&size=50');
    const page = envelope(articlePageSchema).parse(body).data;
    expect(page.total).toBe(EDITORIAL_ARTICLE_COUNT);
    expect(page.total).toBeGreaterThanOrEqual(200);
    const times = page.list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const t of times) {
      expect(new Date(t).getUTCFullYear()).toBeGreaterThanOrEqual(2019);
      expect(t).toBeLessThan(Date.now());
    }
  });

  it('is deterministic: two servers on the same clock seed the same articles', async () => {
    // Seeds follow the clock, so two servers started a minute apart differ; one instant pins them.
    const at = Date.now();
    const [one, other] = await Promise.all([
      createApiServer({ now: () => at }),
      createApiServer({ now: () => at }),
    ]);
    try {
      const [a, b] = await Promise.all(
        [one, other].map(
          async (s) =>
            (
              await s.app.inject({ method: 'GET', url: '/article/list?page=3&size=20' })
            ).json() as unknown,
        ),
      );
      expect(b).toEqual(a);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});

describe('GET /article/list', () => {
  it('pages without overlap', async () => {
    const p1 = envelope(articlePageSchema).parse(
      (await get('/article/list?page=1&size=10')).body,
    ).data;
    const p2 = envelope(articlePageSchema).parse(
      (await get('/article/list?page=2&size=10')).body,
    ).data;
    expect(p1.list).toHaveLength(10);
    expect(p2.list.map((a) => a.id).filter((id) => p1.list.some((a) => a.id === id))).toEqual([]);
  });

  it('filters by category and keyword', async () => {
    const cases = envelope(articlePageSchema).parse(
      (await get('/article/list?category=case&size=50')).body,
    ).data;
    expect(cases.total).toBeGreaterThan(0);
    expect(cases.list.every((a) => a.category === 'case' && a.categoryName === '案例分析')).toBe(
      true,
    );
    const kw = envelope(articlePageSchema).parse(
      (await get(`/article/list?keyword=${encodeURIComponent('留抵退税')}&size=50`)).body,
    ).data;
    expect(kw.total).toBeGreaterThan(0);
    expect(
      kw.list.every((a) =>
        `${a.title}${a.summary}${a.tags.join()}${a.docNumber ?? ''}`.includes('留抵退税'),
      ),
    ).toBe(true);
  });

  it('shows a write at once: counts after a read and a like, media URLs per origin', async () => {
    const listed = async () =>
      envelope(articlePageSchema).parse((await get('/article/list?page=1&size=5')).body).data
        .list[0];
    const before = await listed();
    if (!before) throw new Error('列表为空');
    expect(await listed()).toEqual(before);
    await get(`/article/detail/${before.id}`);
    expect((await listed())?.views).toBe(before.views + 1);
    const token = await login(31);
    await post(`/article/like/${before.id}`, undefined, { token });
    expect((await listed())?.likes).toBe(before.likes + 1);
    await post(`/article/like/${before.id}`, undefined, { token });
    const pageFor = async (host: string) =>
      JSON.stringify((await get('/article/list?page=1&size=20', { host })).body);
    // A client's Host does not make the media URLs (see media-origin.test.ts).
    expect(await pageFor('sim.example:8080')).not.toContain('sim.example');
  });

  it('answers a bad query with a 400 and a Chinese message', async () => {
    const bad = await get('/article/list?category=nope');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 400, msg: '文章分类不存在' });
    const badSize = await get('/article/list?size=500');
    expect(badSize.status).toBe(400);
    expect(badSize.body.msg).toBe('每页条数须在1 - 50之间');
  });
});

describe('GET /article/detail/:id', () => {
  it('returns the article with its HTML body, share words and a view counted', async () => {
    const first = envelope(articleDetailSchema).parse((await get('/article/detail/1')).body).data;
    expect(first.title).toContain('财政部 税务总局关于实施小微企业普惠性税收减免政策的通知');
    expect(first.docNumber).toBe('财税〔2019〕13号');
    expect(first.content).toMatch(/<h2>.*<\/h2>/);
    expect(first.content).toContain('<table>');
    expect(first.share.shareTitle).toBe(first.title);
    expect(first.attachments[0]?.url).toMatch(/\/files\/pdf\/small-profit-relief\.pdf$/);
    const again = envelope(articleDetailSchema).parse((await get('/article/detail/1')).body).data;
    expect(again.views).toBe(first.views + 1);
  });

  it('answers 404 文章不存在 for a missing id and 400 for a non-number', async () => {
    const missing = await get('/article/detail/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 404,
      msg: ARTICLE_NOT_FOUND_MSG,
      data: null,
    });
    const bad = await get('/article/detail/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('文章编号须为正整数');
  });

  it('keeps the unsafe markup of the sanitising fixtures (the app must clean it)', async () => {
    expect(isUnsafeSeedArticle(3)).toBe(true);
    const a = envelope(articleDetailSchema).parse((await get('/article/detail/3')).body).data;
    expect(a.content).toContain('<script>');
    expect(a.content).toContain('onerror=');
  });

  it('does not show drafts', async () => {
    const draftId = (
      server.db.prepare("SELECT id FROM articles WHERE status = 'draft' LIMIT 1").get() as {
        id: number;
      }
    ).id;
    expect((await get(`/article/detail/${draftId}`)).status).toBe(404);
  });
});

describe('GET /article/word', () => {
  it('lists articles of the keyword and echoes it', async () => {
    const page = envelope(articleWordPageSchema).parse(
      (await get(`/article/word?keyword=${encodeURIComponent('年终奖')}&size=5`)).body,
    ).data;
    expect(page.keyword).toBe('年终奖');
    expect(page.total).toBeGreaterThan(5);
    expect(page.list).toHaveLength(5);
  });

  it('finds an article by its document number, with or without spaces', async () => {
    const page = envelope(articleWordPageSchema).parse(
      (await get(`/article/word?keyword=${encodeURIComponent('财政部税务总局公告2023年第1号')}`))
        .body,
    ).data;
    expect(page.list.map((a) => a.docNumber)).toContain('财政部 税务总局公告2023年第1号');
  });

  it('treats % literally and requires a keyword', async () => {
    const pct = envelope(articleWordPageSchema).parse(
      (await get('/article/word?keyword=%25&size=50')).body,
    ).data;
    expect(pct.total).toBeGreaterThan(0);
    expect(pct.list.every((a) => `${a.title}${a.summary}${a.tags.join()}`.includes('%'))).toBe(
      true,
    );
    const underscore = envelope(articleWordPageSchema).parse(
      (await get('/article/word?keyword=_')).body,
    ).data;
    expect(underscore.total).toBe(0);
    const none = await get('/article/word');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请输入关键词');
  });
});

describe('document numbers', () => {
  it('resolves numbers found in text, ignoring words before the issuer', async () => {
    const res = await post('/article/doc-number/resolve', {
      items: [
        { text: '根据财税〔2019〕13号', issuer: '根据财税', year: 2019, seq: 13 },
        {
          text: '中华人民共和国主席令第四十一号',
          issuer: '中华人民共和国主席令',
          year: null,
          seq: 41,
        },
        {
          text: '财政部 税务总局公告2023年第6号',
          issuer: '财政部 税务总局公告',
          year: 2023,
          seq: 6,
        },
        { text: '国家税务总局公告2023年第6号', issuer: '国家税务总局公告', year: 2023, seq: 6 },
      ],
    });
    const data = envelope(docNumberResolveResultSchema).parse(res.body).data;
    expect(data.map((d) => d.docNumber)).toEqual([
      '财税〔2019〕13号',
      '中华人民共和国主席令第四十一号',
      '财政部 税务总局公告2023年第6号',
      null,
    ]);
    expect(data[3]?.articleId).toBeNull();
  });

  it('looks up an exact number and answers 404 for an unknown one', async () => {
    const ok = await get(
      `/article/doc-number?docNumber=${encodeURIComponent('国家税务总局公告2023年第1号')}`,
    );
    expect(ok.status).toBe(200);
    expect((ok.body.data as { title: string }).title).toContain('征管事项');
    const missing = await get(
      `/article/doc-number?docNumber=${encodeURIComponent('财税〔2000〕1号')}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('未找到该文号对应的文章');
  });

  it('rejects an empty resolve request', async () => {
    const res = await post('/article/doc-number/resolve', { items: [] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请提供文号');
  });
});

describe('personal articles, drafts and preview', () => {
  it('serves a member article on the personal route but not an editorial one', async () => {
    const personalId = (
      server.db
        .prepare(
          "SELECT id FROM articles WHERE source = 'personal' AND status = 'published' LIMIT 1",
        )
        .get() as { id: number }
    ).id;
    expect((await get(`/article/personal/${personalId}`)).status).toBe(200);
    const editorial = await get('/article/personal/1');
    expect(editorial.status).toBe(404);
    expect(editorial.body.msg).toBe(ARTICLE_NOT_FOUND_MSG);
  });

  it('previews a draft by its token, and by id only for its author', async () => {
    const draft = server.db
      .prepare("SELECT id, author_id, preview_token FROM articles WHERE status = 'draft' LIMIT 1")
      .get() as { id: number; author_id: number; preview_token: string };
    const byToken = envelope(articleDetailSchema).parse(
      (await get(`/article/preview?token=${draft.preview_token}`)).body,
    ).data;
    expect(byToken.status).toBe('draft');
    expect((await get(`/article/preview?id=${draft.id}`)).status).toBe(401);
    const authorToken = await login(draft.author_id);
    expect((await get(`/article/preview?id=${draft.id}`, { token: authorToken })).status).toBe(200);
    const drafts = await get('/article/drafts', { token: authorToken });
    expect((drafts.body.data as { id: number }[]).map((d) => d.id)).toContain(draft.id);
    const stranger = await login(draft.author_id === 30 ? 31 : 30);
    expect((await get(`/article/preview?id=${draft.id}`, { token: stranger })).status).toBe(404);
    expect((await get('/article/preview?token=abcdefgh12345678')).status).toBe(404);
  });

  it('toggles a like for a signed-in user and refuses anonymous ones', async () => {
    expect((await post('/article/like/2')).status).toBe(401);
    const token = await login(40);
    const before = envelope(articleDetailSchema).parse(
      (await get('/article/detail/2', { token })).body,
    ).data;
    const on = await post('/article/like/2', undefined, { token });
    expect(on.body.data).toEqual({ active: true, count: before.likes + 1 });
    expect(
      envelope(articleDetailSchema).parse((await get('/article/detail/2', { token })).body).data
        .liked,
    ).toBe(true);
    const off = await post('/article/like/2', undefined, { token });
    expect(off.body.data).toEqual({ active: false, count: before.likes });
  });
});

describe('documents and PDFs', () => {
  it('serves HTML and PDF documents and 404s a missing one', async () => {
    const html = envelope(documentSchema).parse((await get('/docs/1')).body).data;
    expect(html.kind).toBe('html');
    expect(html.html).toContain('<table>');
    const pdf = envelope(documentSchema).parse((await get('/docs/3')).body).data;
    expect(pdf.kind).toBe('pdf');
    expect(pdf.url).toMatch(/\/files\/pdf\/[a-z-]+\.pdf$/);
    const missing = await get('/docs/999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('文档不存在');
  });

  it('serves a real PDF file', async () => {
    const { res } = await get('/docs/pdf-list');
    const list = (res.json() as { data: { url: string; pages: number }[] }).data;
    const path = new URL(list[0]?.url ?? '').pathname;
    const file = await server.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages).toHaveLength(list[0]?.pages ?? -1);
    expect(
      (await server.app.inject({ method: 'GET', url: '/files/pdf/missing.pdf' })).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/files/pdf/..%2Fetc.pdf' })).statusCode,
    ).toBe(400);
  });
});
