import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import type {
  Contribution,
  ContributionCounts,
} from '../../../renderer/src/contracts/api/contribute';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

/** What a submit needs beyond a draft: 1–3 tags and the ticked agreement. */
const ready = { tags: ['增值税'], agreed: true };
const content =
  '<h2>一、背景</h2><p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税，不能只就超过部分纳税。</p>';

describe('contributions and personal articles', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000101');
  });
  afterAll(() => s.close());

  it('saves a draft, edits it, submits it for review; a reviewing one cannot change', async () => {
    const draft = await call<Contribution>(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        title: '季度销售额临界点的处理',
        category: 'practice',
        contentHtml: content,
      },
      token,
    );
    expect(draft.body.data).toMatchObject({
      status: 0,
      statusText: '草稿',
      summary: expect.stringContaining('一、背景'),
    });
    expect(
      (
        await call<Contribution[]>(s.app, 'GET', '/contribute/draft/list', undefined, token)
      ).body.data.map((c) => c.id),
    ).toEqual([draft.body.data.id]);
    const sent = await call<Contribution>(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        id: draft.body.data.id,
        title: '季度销售额30万元临界点的处理',
        category: 'practice',
        contentHtml: content,
        submit: true,
        ...ready,
      },
      token,
    );
    expect(sent.body.data).toMatchObject({ status: 1, statusText: '审核中' });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/contribute/save',
          {
            clientKey: testKey(),
            id: draft.body.data.id,
            title: '再改一次标题',
            category: 'practice',
            contentHtml: content,
          },
          token,
        )
      ).body.msg,
    ).toBe('投稿审核中，暂不能修改');
    expect(
      (await call(s.app, 'POST', `/contribute/delete/${draft.body.data.id}`, undefined, token)).body
        .msg,
    ).toBe('投稿审核中，暂不能删除');
  });

  it('shows a rejected contribution with the reason, editable again, and a published one to others', async () => {
    const mine = (
      await call<Page<Contribution>>(s.app, 'GET', '/contribute/list?status=1', undefined, token)
    ).body.data.list[0];
    await call(s.app, 'POST', '/__sim/contribute/review', {
      id: mine?.id,
      approve: false,
      reason: '请补充政策依据',
    });
    const d = await call<{ statusText: string; rejectReason: string; editable: boolean }>(
      s.app,
      'GET',
      `/contribute/detail/${mine?.id}`,
      undefined,
      token,
    );
    expect(d.body.data).toMatchObject({
      statusText: '未通过',
      rejectReason: '请补充政策依据',
      editable: true,
      mine: true,
    });
    expect((await call(s.app, 'GET', `/contribute/detail/${mine?.id}`)).body.msg).toBe(
      '投稿不存在',
    );
    await call(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        id: mine?.id,
        title: '季度销售额30万元临界点的处理',
        category: 'practice',
        contentHtml: content,
        submit: true,
        ...ready,
      },
      token,
    );
    await call(s.app, 'POST', '/__sim/contribute/review', { id: mine?.id, approve: true });
    expect(
      (
        await call<{ statusText: string; mine: boolean }>(
          s.app,
          'GET',
          `/contribute/detail/${mine?.id}`,
        )
      ).body.data,
    ).toMatchObject({ statusText: '已发布', mine: false });
  });

  it('counts works per status, withdraws one under review and takes a published one offline', async () => {
    const writer = await loginAs(s.app, '13000000103');
    const counts = async () =>
      (await call<ContributionCounts>(s.app, 'GET', '/contribute/counts', undefined, writer)).body
        .data;
    const save = async (submit: boolean) =>
      (
        await call<Contribution>(
          s.app,
          'POST',
          '/contribute/save',
          {
            clientKey: testKey(),
            title: '季度销售额临界点的处理',
            category: 'practice',
            contentHtml: content,
            submit,
            ...ready,
          },
          writer,
        )
      ).body.data.id;
    const reviewing = await save(true);
    const published = await save(true);
    await save(false);
    await call(s.app, 'POST', '/__sim/contribute/review', { id: published, approve: true });
    expect(await counts()).toEqual({
      all: 3,
      draft: 1,
      reviewing: 1,
      published: 1,
      rejected: 0,
      offline: 0,
    });
    expect(
      (await call(s.app, 'POST', `/contribute/offline/${reviewing}`, undefined, writer)).body.msg,
    ).toBe('只有已发布的投稿可以下架');
    expect(
      (
        await call<Contribution>(
          s.app,
          'POST',
          `/contribute/withdraw/${reviewing}`,
          undefined,
          writer,
        )
      ).body.data.statusText,
    ).toBe('草稿');
    expect(
      (await call(s.app, 'POST', `/contribute/withdraw/${reviewing}`, undefined, writer)).body.msg,
    ).toBe('只有审核中的投稿可以撤回');
    expect(
      (
        await call<Contribution>(
          s.app,
          'POST',
          `/contribute/offline/${published}`,
          undefined,
          writer,
        )
      ).body.data.statusText,
    ).toBe('已下架');
    expect((await call(s.app, 'GET', `/contribute/detail/${published}`)).body.msg).toBe(
      '投稿不存在',
    );
    expect(await counts()).toEqual({
      all: 3,
      draft: 2,
      reviewing: 0,
      published: 0,
      rejected: 0,
      offline: 1,
    });
    expect(
      (await call(s.app, 'POST', `/contribute/withdraw/${reviewing}`, undefined, token)).body.msg,
    ).toBe('投稿不存在');
  });

  it.each([
    [{ title: '短', category: 'practice', contentHtml: content }, '标题至少5个字'],
    [{ title: '一个足够长的标题', category: 'food', contentHtml: content }, '文章分类不存在'],
    [
      { title: '一个足够长的标题', category: 'practice', contentHtml: '<p>太短</p>' },
      '正文至少20个字',
    ],
  ])('rejects %j: %s', async (body, msg) => {
    expect((await call(s.app, 'POST', '/contribute/save', body, token)).body.msg).toBe(msg);
  });

  it.each([
    [{ tags: [] as string[], agreed: true }, '请选择1-3个标签'],
    [{ tags: ['一', '二', '三', '四'], agreed: true }, '请选择1-3个标签'],
    [{ tags: ['增值税'] }, '请阅读并同意《投稿协议》'],
    [{ ...ready, original: false }, '转载文章请填写原文链接'],
    [
      { ...ready, original: false, sourceUrl: 'javascript:alert(1)' },
      '原文链接须以 http:// 或 https:// 开头',
    ],
  ])('refuses to submit %j: %s', async (extra, msg) => {
    const r = await call(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        title: '季度销售额临界点的处理',
        category: 'practice',
        contentHtml: content,
        submit: true,
        ...extra,
      },
      token,
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
  });
});
