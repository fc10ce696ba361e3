import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import type { Contribution } from '../../../renderer/src/contracts/api/contribute';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

/** What a submit needs beyond a draft: 1–3 tags and the ticked agreement. */
const ready = { tags: ['增值税'], agreed: true };
const content =
  '<h2>一、背景</h2><p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税，不能只就超过部分纳税。</p>';

describe('personal articles and the public articles of works', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000101');
  });
  afterAll(() => s.close());

  it('publishes a personal article only with 1-3 tags and a reprint only with its source', async () => {
    const base = {
      title: '新增值税法下视同销售的变化',
      category: 'policy',
      contentHtml: content,
      publish: true,
    };
    expect((await call(s.app, 'POST', '/material/save', base, token)).body.msg).toBe(
      '请选择1-3个标签',
    );
    expect(
      (
        await call(
          s.app,
          'POST',
          '/material/save',
          { clientKey: testKey(), ...base, tags: ['增值税法'], original: false },
          token,
        )
      ).body.msg,
    ).toBe('转载文章请填写原文链接');
  });

  it('writes a personal article as a draft, publishes it, and others can read it as a personal article', async () => {
    const d = await call<{ id: number; status: string }>(
      s.app,
      'POST',
      '/material/save',
      {
        clientKey: testKey(),
        title: '新增值税法下视同销售的变化',
        category: 'policy',
        tags: ['增值税法'],
        contentHtml: content,
      },
      token,
    );
    expect(d.body.data.status).toBe('draft');
    expect((await call(s.app, 'GET', `/article/personal/${d.body.data.id}`)).status).toBe(404);
    const p = await call<{ status: string; publishedAt: number }>(
      s.app,
      'POST',
      '/material/save',
      {
        clientKey: testKey(),
        id: d.body.data.id,
        title: '新增值税法下视同销售的变化',
        category: 'policy',
        tags: ['增值税法'],
        contentHtml: content,
        publish: true,
      },
      token,
    );
    expect(p.body.data.status).toBe('published');
    const read = await call<{ title: string }>(s.app, 'GET', `/article/personal/${d.body.data.id}`);
    expect(read.body.data.title).toBe('新增值税法下视同销售的变化');
    // Beside it, the contribution published earlier in this file (edited as a contribution).
    const mine = (
      await call<Page<{ id: number; contributionId: number | null }>>(
        s.app,
        'GET',
        '/material/list?status=published',
        undefined,
        token,
      )
    ).body.data.list;
    expect(mine.filter((a) => a.contributionId === null).map((a) => a.id)).toEqual([
      d.body.data.id,
    ]);
    const other = await loginAs(s.app, '13000000102');
    expect(
      (await call(s.app, 'POST', `/material/delete/${d.body.data.id}`, undefined, other)).body.msg,
    ).toBe('文章不存在');
    expect(
      (await call(s.app, 'POST', `/material/delete/${d.body.data.id}`, undefined, token)).body.msg,
    ).toBe('已删除');
  });

  it('a published work is a public article: readers like it there, the works list and detail count the likes', async () => {
    const writer = await loginAs(s.app, '13000000114');
    const reader = await loginAs(s.app, '13000000115');
    const work = async () =>
      (await call<Contribution>(s.app, 'GET', `/contribute/detail/${id}`, undefined, writer)).body
        .data;
    const listed = async () =>
      (
        await call<Page<Contribution>>(s.app, 'GET', '/contribute/list', undefined, writer)
      ).body.data.list.find((c) => c.id === id);
    const { id } = (
      await call<Contribution>(
        s.app,
        'POST',
        '/contribute/save',
        {
          clientKey: testKey(),
          title: '研发费用辅助账的三个误区',
          category: 'practice',
          contentHtml: content,
          submit: true,
          ...ready,
        },
        writer,
      )
    ).body.data;
    expect(await work()).toMatchObject({ status: 1, likes: 0, articleId: null });
    await call(s.app, 'POST', '/__sim/contribute/review', { id, approve: true });
    const { articleId } = await work();
    expect(articleId).toEqual(expect.any(Number));
    // Readers open it as a personal article (a read counts for the work) and like it.
    const read = await call<{ title: string; author: { id: number } }>(
      s.app,
      'GET',
      `/article/personal/${articleId}`,
      undefined,
      reader,
    );
    expect(read.body.data.title).toBe('研发费用辅助账的三个误区');
    expect(
      (
        await call<{ active: boolean; count: number }>(
          s.app,
          'POST',
          `/article/like/${articleId}`,
          undefined,
          reader,
        )
      ).body.data,
    ).toEqual({ active: true, count: 1 });
    expect(await listed()).toMatchObject({ likes: 1, views: 1, articleId });
    expect(await work()).toMatchObject({ likes: 1, views: 1 });
    // 我的文章 lists it, to be edited as the contribution; /material's own editor never opens it.
    const mine = (
      await call<Page<{ id: number; contributionId: number | null; likes: number }>>(
        s.app,
        'GET',
        '/material/list?status=published',
        undefined,
        writer,
      )
    ).body.data.list;
    expect(mine).toEqual([
      expect.objectContaining({ id: articleId, contributionId: id, likes: 1 }),
    ]);
    expect(
      (await call(s.app, 'GET', `/material/detail/${articleId}`, undefined, writer)).body.msg,
    ).toBe('文章不存在');
    // An approved revision is what readers then read, likes kept.
    await call(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        id,
        title: '研发费用辅助账的三个常见误区',
        category: 'practice',
        contentHtml: content,
        submit: true,
        ...ready,
      },
      writer,
    );
    await call(s.app, 'POST', '/__sim/contribute/review', { id, approve: true });
    expect(
      (await call<{ title: string; likes: number }>(s.app, 'GET', `/article/personal/${articleId}`))
        .body.data,
    ).toMatchObject({ title: '研发费用辅助账的三个常见误区', likes: 1 });
    // Offline: readers lose the article (not a draft of the writer's either); approved again, the likes are still there.
    await call(s.app, 'POST', `/contribute/offline/${id}`, undefined, writer);
    expect((await call(s.app, 'GET', `/article/personal/${articleId}`)).status).toBe(404);
    expect(await work()).toMatchObject({ status: 4, articleId: null, likes: 1 });
    expect(
      (await call<Page<unknown>>(s.app, 'GET', '/material/list', undefined, writer)).body.data
        .total,
    ).toBe(0);
    expect(
      (await call<unknown[]>(s.app, 'GET', '/article/drafts', undefined, writer)).body.data,
    ).toEqual([]);
    await call(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        id,
        title: '研发费用辅助账的三个常见误区',
        category: 'practice',
        contentHtml: content,
        submit: true,
        ...ready,
      },
      writer,
    );
    await call(s.app, 'POST', '/__sim/contribute/review', { id, approve: true });
    expect(await work()).toMatchObject({ status: 2, articleId, likes: 1 });
    // Deleted, the work takes its article with it.
    await call(s.app, 'POST', `/contribute/offline/${id}`, undefined, writer);
    expect(
      (await call(s.app, 'POST', `/contribute/delete/${id}`, undefined, writer)).body.msg,
    ).toBe('已删除');
    expect(
      (await call(s.app, 'POST', `/article/like/${articleId}`, undefined, reader)).status,
    ).toBe(404);
  });

  it('seeds published works with their public articles', () => {
    const orphans = s.db
      .prepare(
        "SELECT COUNT(*) AS n FROM contributions c WHERE c.status = 2 AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.contribution_id = c.id AND a.status = 'published')",
      )
      .get() as { n: number };
    const works = s.db
      .prepare('SELECT COUNT(*) AS n FROM contributions WHERE status = 2')
      .get() as { n: number };
    expect(works.n).toBeGreaterThan(0);
    expect(orphans.n).toBe(0);
  });
});
