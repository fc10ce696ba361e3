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

describe('contribution versions, revisions and the essay contest', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

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
});
