import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import {
  qaAnswerHistorySchema,
  qaDetailSchema,
  qaListSchema,
  topicDetailSchema,
} from '../../../renderer/src/contracts/api/qa';
import { envelope } from '../../../renderer/src/contracts/api/envelope';

let server: ApiServer;
beforeEach(async () => {
  server = await createApiServer();
});
afterEach(async () => {
  await server.close();
});

/** Signs in a seeded user by giving them a token directly (the auth routes have their own tests). */
function tokenFor(userId: number): string {
  const token = `test-token-${userId}`;
  server.db
    .prepare('INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)')
    .run(token, userId, Date.now());
  return token;
}

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** An answer of the seed and its author. */
function someAnswer(): { id: number; expertId: number; questionId: number } {
  const row = server.db
    .prepare<[], { id: number; expert_id: number; question_id: number }>(
      'SELECT id, expert_id, question_id FROM qa_answers ORDER BY id LIMIT 1',
    )
    .get();
  if (!row) throw new Error('seed has no answers');
  return { id: row.id, expertId: row.expert_id, questionId: row.question_id };
}

describe('Q&A list and detail', () => {
  it('lists 100 seeded questions newest first, paged', async () => {
    const res = await get('/qa/list?page=1&size=10');
    expect(res.statusCode).toBe(200);
    const data = envelope(qaListSchema).parse(res.json()).data;
    expect(data.total).toBe(100);
    expect(data.list).toHaveLength(10);
    const times = data.list.map((q) => q.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = envelope(qaListSchema).parse((await get('/qa/list?page=2&size=10')).json()).data;
    expect(page2.list.map((q) => q.id)).not.toContain(data.list[0]?.id);
  });

  it('filters by tag and keyword', async () => {
    const byTag = envelope(qaListSchema).parse(
      (await get(`/qa/list?size=50&tag=${encodeURIComponent('印花税')}`)).json(),
    ).data;
    expect(byTag.total).toBeGreaterThan(0);
    for (const q of byTag.list) expect(q.tags).toContain('印花税');
    const byWord = envelope(qaListSchema).parse(
      (await get(`/qa/list?size=50&keyword=${encodeURIComponent('年终奖')}`)).json(),
    ).data;
    expect(byWord.total).toBeGreaterThan(0);
    for (const q of byWord.list) expect(`${q.title}${q.summary}`).toMatch(/年终奖/);
  });

  it('answers a detail with experts (name, title, avatar) and counts the view', async () => {
    const first = envelope(qaDetailSchema).parse((await get('/qa/detail/1')).json()).data;
    expect(first.answers.length).toBeGreaterThan(0);
    const expert = first.answers[0]?.expert;
    expect(expert?.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    expect(expert?.title).not.toBe('');
    expect(expert?.avatar).toMatch(/\/media\/avatar\/\d+\.png$/);
    const again = envelope(qaDetailSchema).parse((await get('/qa/detail/1')).json()).data;
    expect(again.viewCount).toBe(first.viewCount + 1);
  });

  it('answers 404 with a Chinese message for a missing question and 400 for a bad id', async () => {
    const missing = await get('/qa/detail/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 404, msg: '问答不存在' });
    const bad = await get('/qa/detail/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/编号|参数/);
  });

  it('marks canEdit only for the answer author', async () => {
    const { expertId, questionId } = someAnswer();
    const asAuthor = envelope(qaDetailSchema).parse(
      (await get(`/qa/detail/${questionId}`, tokenFor(expertId))).json(),
    ).data;
    expect(asAuthor.answers.find((a) => a.expert.id === expertId)?.canEdit).toBe(true);
    const anonymous = envelope(qaDetailSchema).parse(
      (await get(`/qa/detail/${questionId}`)).json(),
    ).data;
    expect(anonymous.answers.every((a) => !a.canEdit)).toBe(true);
  });
});

describe('asking a question', () => {
  const body = {
    title: '跨省异地施工预缴增值税怎么处理？',
    content: '公司注册在深圳，在湖南有一个建筑项目，请问预缴增值税的流程是什么？',
    tags: ['增值税'],
  };

  it('needs login (401 请先登录)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/qa/add', payload: body });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请先登录');
  });

  it('stores the question, which then heads the list', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/qa/add',
      payload: body,
      headers: { token: tokenFor(30) },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const detail = envelope(qaDetailSchema).parse((await get(`/qa/detail/${id}`)).json()).data;
    expect(detail).toMatchObject({
      title: body.title,
      content: body.content,
      tags: ['增值税'],
      answers: [],
    });
    const list = envelope(qaListSchema).parse((await get('/qa/list?size=1')).json()).data;
    expect(list.list[0]?.id).toBe(id);
  });

  it('rejects a short title, an unknown tag or no tags with 400 and stores nothing', async () => {
    const token = tokenFor(30);
    const before = server.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM qa_questions')
      .get()?.n;
    const short = await server.app.inject({
      method: 'POST',
      url: '/qa/add',
      payload: { ...body, title: '请问' },
      headers: { token },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('问题标题须为5-50个字');
    const unknownTag = await server.app.inject({
      method: 'POST',
      url: '/qa/add',
      payload: { ...body, tags: ['炒股'] },
      headers: { token },
    });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json().msg).toBe('标签不存在：炒股');
    const noTags = await server.app.inject({
      method: 'POST',
      url: '/qa/add',
      payload: { ...body, tags: [] },
      headers: { token },
    });
    expect(noTags.json().msg).toBe('请至少选择一个标签');
    expect(
      server.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM qa_questions').get()?.n,
    ).toBe(before);
  });
});

describe('editing an answer and its history', () => {
  const newContent = '根据最新公告，该政策执行至2027年12月31日。具体办理请以主管税务机关要求为准。';

  it('lets only the author edit: 401 anonymous, 403 another user', async () => {
    const { id, expertId } = someAnswer();
    const anon = await server.app.inject({
      method: 'PUT',
      url: `/qa/answer/${id}`,
      payload: { content: newContent },
    });
    expect(anon.statusCode).toBe(401);
    const other = expertId === 2 ? 3 : 2;
    const forbidden = await server.app.inject({
      method: 'PUT',
      url: `/qa/answer/${id}`,
      payload: { content: newContent },
      headers: { token: tokenFor(other) },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('只能编辑自己的回答');
    const view = await get(`/qa/answer/${id}`, tokenFor(40));
    expect(view.statusCode).toBe(403);
  });

  it("saves the author's edit as a new version at the head of the history", async () => {
    const { id, expertId } = someAnswer();
    const token = tokenFor(expertId);
    const before = envelope(qaAnswerHistorySchema).parse(
      (await get(`/qa/answer/history/${id}`)).json(),
    ).data;
    const res = await server.app.inject({
      method: 'PUT',
      url: `/qa/answer/${id}`,
      payload: { content: newContent, note: '更新政策期限' },
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: '修改成功',
      data: { content: newContent, editCount: before.versions.length },
    });
    const after = envelope(qaAnswerHistorySchema).parse(
      (await get(`/qa/answer/history/${id}`)).json(),
    ).data;
    expect(after.versions).toHaveLength(before.versions.length + 1);
    expect(after.versions[0]).toMatchObject({
      version: before.versions.length + 1,
      content: newContent,
      note: '更新政策期限',
    });
    expect(after.versions.at(-1)?.version).toBe(1);
  });

  it('rejects too short content (400) and unchanged content', async () => {
    const { id, expertId } = someAnswer();
    const token = tokenFor(expertId);
    const short = await server.app.inject({
      method: 'PUT',
      url: `/qa/answer/${id}`,
      payload: { content: '太短' },
      headers: { token },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('回答内容须为10-3000个字');
    const current =
      server.db
        .prepare<[number], { content: string }>('SELECT content FROM qa_answers WHERE id = ?')
        .get(id)?.content ?? '';
    const same = await server.app.inject({
      method: 'PUT',
      url: `/qa/answer/${id}`,
      payload: { content: current },
      headers: { token },
    });
    expect(same.json().msg).toBe('回答内容没有变化');
  });

  it('answers 404 for a missing answer', async () => {
    const res = await get('/qa/answer/history/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('回答不存在');
  });

  it('seeds some answers with more than one version', () => {
    const edited =
      server.db
        .prepare<[], { n: number }>(
          'SELECT COUNT(DISTINCT answer_id) AS n FROM qa_answer_versions WHERE version > 1',
        )
        .get()?.n ?? 0;
    expect(edited).toBeGreaterThan(10);
  });
});

describe('topics', () => {
  it('has 20 topics, each grouping questions that carry its tags', async () => {
    const list = (await get('/topic/list')).json().data as { id: number }[];
    expect(list).toHaveLength(20);
    const detail = envelope(topicDetailSchema).parse((await get('/topic/detail/2')).json()).data;
    expect(detail.qas.length).toBeGreaterThanOrEqual(4);
    expect(detail.articles.length).toBeGreaterThan(0);
    for (const q of detail.qas)
      expect(q.tags.some((t) => ['增值税', '税收优惠'].includes(t))).toBe(true);
  });

  it('answers 404 专题不存在 for a missing topic', async () => {
    const res = await get('/topic/detail/77');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('专题不存在');
  });
});
