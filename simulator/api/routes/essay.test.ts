import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EssayContest } from '../../../renderer/src/contracts/api/essay';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const BODY = '<p>新征管形势下，企业应当重视发票数据与申报数据的一致性，建立常态化的自查机制。</p>';

describe('essay contest', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const write = async (token: string, title: string, submit = true) =>
    (
      await call<{ id: number }>(
        s.app,
        'POST',
        '/contribute/save',
        { title, category: 'policy', contentHtml: BODY, submit, tags: ['个税'], agreed: true },
        token,
      )
    ).body.data.id;

  it('enters the user’s submitted works once each, at most 3, and never a draft', async () => {
    expect((await call<EssayContest>(s.app, 'GET', '/essay/contest')).body.data).toMatchObject({
      phase: 'collecting',
      phaseText: '征稿中',
      mine: [],
      candidates: [],
      maxEntries: 3,
    });
    const token = await loginAs(s.app, '13400000701');
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await write(token, `发票风险自查实务之${n}`));
    const draft = await write(token, '尚未提交的草稿文章', false);

    let view = (await call<EssayContest>(s.app, 'GET', '/essay/contest', undefined, token)).body
      .data;
    expect(view.candidates.map((w) => w.contributionId).sort()).toEqual([...ids].sort());
    expect(view.candidates[0]?.statusText).toBe('审核中');

    const first = await call<EssayContest>(
      s.app,
      'POST',
      `/essay/enter/${ids[0]}`,
      undefined,
      token,
    );
    expect(first.body).toMatchObject({ msg: '参赛成功', data: { entryCount: 1 } });
    expect(first.body.data.mine.map((w) => w.contributionId)).toEqual([ids[0]]);
    const repeat = await call<EssayContest>(
      s.app,
      'POST',
      `/essay/enter/${ids[0]}`,
      undefined,
      token,
    );
    expect(repeat.body.data.entryCount).toBe(1);

    expect(
      (await call(s.app, 'POST', `/essay/enter/${draft}`, undefined, token)).body,
    ).toMatchObject({ code: 400, msg: '请先将作品提交审核后再参赛' });
    await call(s.app, 'POST', `/essay/enter/${ids[1]}`, undefined, token);
    await call(s.app, 'POST', `/essay/enter/${ids[2]}`, undefined, token);
    expect(
      (await call(s.app, 'POST', `/essay/enter/${ids[3]}`, undefined, token)).body,
    ).toMatchObject({ code: 409, msg: '每人最多提交3篇参赛作品' });

    const other = await loginAs(s.app, '13400000702');
    expect(
      (await call(s.app, 'POST', `/essay/enter/${ids[3]}`, undefined, other)).body,
    ).toMatchObject({ code: 404, msg: '作品不存在' });
    view = (await call<EssayContest>(s.app, 'GET', '/essay/contest', undefined, token)).body.data;
    expect(view.mine).toHaveLength(3);
  });

  it('moves through 评审中 and 已公布 by the server’s clock, and takes no entry after the deadline', async () => {
    const token = await loginAs(s.app, '13400000703');
    const id = await write(token, '跨境电商出口退税实务');
    const contest = s.db
      .prepare<[], { submit_end: number; announce_at: number }>(
        'SELECT submit_end, announce_at FROM essay_contests',
      )
      .get();
    if (!contest) throw new Error('no contest seeded');
    s.clock.advance(contest.submit_end + 1 - s.clock.now());
    expect((await call<EssayContest>(s.app, 'GET', '/essay/contest')).body.data.phaseText).toBe(
      '评审中',
    );
    expect((await call(s.app, 'POST', `/essay/enter/${id}`, undefined, token)).body).toMatchObject({
      code: 409,
      msg: '征稿已截止',
    });
    s.clock.advance(contest.announce_at - s.clock.now());
    expect((await call<EssayContest>(s.app, 'GET', '/essay/contest')).body.data.phaseText).toBe(
      '已公布',
    );
  });
});
