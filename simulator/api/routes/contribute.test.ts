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

  it('keeps tags, reprint source and the first image as cover; refuses a save from a stale version', async () => {
    const writer = await loginAs(s.app, '13000000104');
    const html = `${content}<p><img src="https://cdn.example.com/a.png"></p>`;
    const body = {
      title: '转载：留抵退税追回案例',
      category: 'case',
      contentHtml: html,
      tags: ['留抵退税'],
      original: false,
      sourceUrl: 'https://www.chinatax.gov.cn/a.html',
    };
    const first = (await call<Contribution>(s.app, 'POST', '/contribute/save', body, writer)).body
      .data;
    expect(first).toMatchObject({
      tags: ['留抵退税'],
      original: false,
      sourceUrl: 'https://www.chinatax.gov.cn/a.html',
      cover: 'https://cdn.example.com/a.png',
      version: 1,
    });
    const second = (
      await call<Contribution>(
        s.app,
        'POST',
        '/contribute/save',
        { clientKey: testKey(), ...body, id: first.id, baseVersion: 1 },
        writer,
      )
    ).body.data;
    expect(second.version).toBe(2);
    const stale = await call(
      s.app,
      'POST',
      '/contribute/save',
      {
        clientKey: testKey(),
        ...body,
        id: first.id,
        baseVersion: 1,
        title: '另一台设备上的旧标题',
      },
      writer,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('这篇文章已在其他页面或设备上修改，请刷新后再编辑');
    expect(
      (await call<Contribution>(s.app, 'GET', `/contribute/detail/${first.id}`, undefined, writer))
        .body.data.title,
    ).toBe(body.title);
  });

  it('a draft save of a rejected work keeps it rejected with the reason until it is resubmitted', async () => {
    const writer = await loginAs(s.app, '13000000106');
    const body = {
      title: '留抵退税追回案例复盘',
      category: 'case',
      contentHtml: content,
      ...ready,
    };
    const sent = (
      await call<Contribution>(
        s.app,
        'POST',
        '/contribute/save',
        { clientKey: testKey(), ...body, submit: true },
        writer,
      )
    ).body.data;
    await call(s.app, 'POST', '/__sim/contribute/review', {
      id: sent.id,
      approve: false,
      reason: '请补充政策依据',
    });
    const edited = (
      await call<Contribution>(
        s.app,
        'POST',
        '/contribute/save',
        { clientKey: testKey(), ...body, id: sent.id, title: '留抵退税追回案例复盘（修改）' },
        writer,
      )
    ).body.data;
    expect(edited).toMatchObject({
      status: 3,
      rejectReason: '请补充政策依据',
      title: '留抵退税追回案例复盘（修改）',
    });
    expect(
      (
        await call<Contribution>(
          s.app,
          'POST',
          '/contribute/save',
          { clientKey: testKey(), ...body, id: sent.id, submit: true },
          writer,
        )
      ).body.data,
    ).toMatchObject({ status: 1, rejectReason: null });
  });

  it('counts a submit sent twice with one client key once', async () => {
    const writer = await loginAs(s.app, '13000000105');
    const body = {
      title: '研发费用辅助账的设置',
      category: 'practice',
      contentHtml: content,
      submit: true,
      clientKey: 'submit-0123456789',
      ...ready,
    };
    const a = (await call<Contribution>(s.app, 'POST', '/contribute/save', body, writer)).body.data;
    const b = await call<Contribution>(s.app, 'POST', '/contribute/save', body, writer);
    expect(b.status).toBe(200);
    expect(b.body.data.id).toBe(a.id);
    expect(
      (await call<ContributionCounts>(s.app, 'GET', '/contribute/counts', undefined, writer)).body
        .data,
    ).toMatchObject({ all: 1, reviewing: 1 });
    const again = await call(s.app, 'POST', '/contribute/save', { ...body, id: a.id }, writer);
    expect(again.body.data).toMatchObject({ id: a.id, status: 1 });
  });

  it('edits a published work as a revision under review while readers keep the published version', async () => {
    const writer = await loginAs(s.app, '13000000111');
    const save = async (body: object) =>
      call<Contribution & { revisionWork: { title: string } | null }>(
        s.app,
        'POST',
        '/contribute/save',
        { clientKey: testKey(), category: 'practice', contentHtml: content, ...ready, ...body },
        writer,
      );
    const id = (await save({ title: '跨年度发票的扣除问题', submit: true })).body.data.id;
    const review = (approve: boolean, reason?: string) =>
      call<Contribution>(s.app, 'POST', '/__sim/contribute/review', { id, approve, reason });
    await review(true);
    const readerView = async () =>
      (await call<Contribution>(s.app, 'GET', `/contribute/detail/${id}`)).body.data;
    const writerView = async () =>
      (
        await call<Contribution & { editable: boolean; revisionWork: { title: string } | null }>(
          s.app,
          'GET',
          `/contribute/detail/${id}`,
          undefined,
          writer,
        )
      ).body.data;
    const first = await writerView();
    expect(first).toMatchObject({
      status: 2,
      editable: true,
      revision: null,
      revisionWork: null,
      publishedAt: expect.any(Number),
    });
    // A draft of the revision, then sent for review: the work stays published with its first title.
    const draft = (
      await save({ id, baseVersion: first.version, title: '跨年度发票的企业所得税扣除' })
    ).body.data;
    expect(draft).toMatchObject({
      status: 2,
      title: '跨年度发票的扣除问题',
      revision: { status: 0, statusText: '修改稿未提交' },
    });
    const sent = (
      await save({
        id,
        baseVersion: draft.version,
        title: '跨年度发票的企业所得税扣除',
        submit: true,
        clientKey: 'revision-0123456789',
      })
    ).body.data;
    expect(sent).toMatchObject({ status: 2, revision: { status: 1, statusText: '修改稿审核中' } });
    expect(await readerView()).toMatchObject({ title: '跨年度发票的扣除问题', revision: null });
    expect(await writerView()).toMatchObject({
      editable: false,
      revisionWork: { title: '跨年度发票的企业所得税扣除' },
    });
    expect((await save({ id, title: '再改一次标题' })).body.msg).toBe('修改稿审核中，暂不能修改');
    // Rejected: the reason is the writer's, readers still read the published version; edit and resubmit.
    await review(false, '请补充政策依据');
    expect((await writerView()).revision).toMatchObject({
      status: 3,
      rejectReason: '请补充政策依据',
    });
    const kept = (await save({ id, title: '跨年度发票的企业所得税扣除（修订）' })).body.data;
    expect(kept.revision).toMatchObject({ status: 3, rejectReason: '请补充政策依据' });
    // Withdrawn from review it is a revision draft again.
    await save({ id, title: '跨年度发票的企业所得税扣除（修订）', submit: true });
    expect(
      (await call<Contribution>(s.app, 'POST', `/contribute/withdraw/${id}`, undefined, writer))
        .body.data,
    ).toMatchObject({ status: 2, revision: { status: 0 } });
    await save({ id, title: '跨年度发票的企业所得税扣除（修订）', submit: true });
    // Approved: the revision replaces the published version; the first publication date stays.
    expect((await review(true)).body.data).toMatchObject({
      status: 2,
      title: '跨年度发票的企业所得税扣除（修订）',
      revision: null,
      publishedAt: first.publishedAt,
    });
    expect(await readerView()).toMatchObject({ title: '跨年度发票的企业所得税扣除（修订）' });
    expect((await review(true)).body.msg).toBe('没有待审核的该投稿');
    // 作品录用得积分 once: the first publication earned 50, the approved revision nothing more.
    const bill = (
      await call<Page<{ delta: number; reason: string }>>(
        s.app,
        'GET',
        '/integral/points/bill',
        undefined,
        writer,
      )
    ).body.data.list;
    expect(bill.map((e) => [e.delta, e.reason])).toEqual([
      [50, '投稿录用《跨年度发票的扣除问题》'],
    ]);
  });

  it('takes a published work with a revision offline as the revision, to edit and resubmit', async () => {
    const writer = await loginAs(s.app, '13000000112');
    const save = async (body: object) =>
      (
        await call<Contribution>(
          s.app,
          'POST',
          '/contribute/save',
          { clientKey: testKey(), category: 'practice', contentHtml: content, ...ready, ...body },
          writer,
        )
      ).body.data;
    const { id } = await save({ title: '留抵退税追回案例复盘', submit: true });
    await call(s.app, 'POST', '/__sim/contribute/review', { id, approve: true });
    await save({ id, title: '留抵退税追回案例复盘（二）' });
    const off = (
      await call<Contribution>(s.app, 'POST', `/contribute/offline/${id}`, undefined, writer)
    ).body.data;
    expect(off).toMatchObject({ status: 4, title: '留抵退税追回案例复盘（二）', revision: null });
  });

  it('enters the essay contest a work was written for when it is submitted, once', async () => {
    const writer = await loginAs(s.app, '13000000113');
    const save = async (body: object) =>
      call<Contribution>(
        s.app,
        'POST',
        '/contribute/save',
        { clientKey: testKey(), category: 'practice', contentHtml: content, ...ready, ...body },
        writer,
      );
    const draft = (await save({ title: '增值税法施行后视同销售的变化', contestId: 1 })).body.data;
    expect(draft.contest).toMatchObject({ id: 1, entered: false });
    const sent = (
      await save({
        id: draft.id,
        title: '增值税法施行后视同销售的变化',
        contestId: 1,
        submit: true,
      })
    ).body.data;
    expect(sent.contest).toMatchObject({ id: 1, entered: true, title: expect.any(String) });
    const contest = (
      await call<{ mine: { contributionId: number }[] }>(
        s.app,
        'GET',
        '/essay/contest',
        undefined,
        writer,
      )
    ).body.data;
    expect(contest.mine.map((w) => w.contributionId)).toEqual([sent.id]);
    // The writer's limit refuses the submit with its reason; the work stays a draft.
    for (const title of ['参赛作品之二的标题', '参赛作品之三的标题'])
      await save({ title, contestId: 1, submit: true });
    const fourth = await save({ title: '参赛作品之四的标题', contestId: 1, submit: true });
    expect(fourth.body.msg).toBe('每人最多提交3篇参赛作品，请去掉参赛标签后再提交');
    expect(
      (await call<ContributionCounts>(s.app, 'GET', '/contribute/counts', undefined, writer)).body
        .data,
    ).toMatchObject({ all: 3, reviewing: 3 });
    // After the contest closes, a work meant for it cannot be submitted with the tag.
    s.clock.advance(Date.UTC(2030, 7, 1) - s.clock.now());
    const late = await save({ title: '截止后的参赛作品', contestId: 1, submit: true });
    expect(late.body.msg).toBe('征稿已截止，请去掉参赛标签后再提交');
    expect((await save({ title: '截止后的普通投稿', submit: true })).body.data.contest).toBeNull();
  });

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
