import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type QaAnswer,
  type QaExpert,
  type QaListItem,
  type TopicSummary,
  qaTagsEndpoint,
  qaListEndpoint,
  qaDetailEndpoint,
  qaAddEndpoint,
  qaAnswerEndpoint,
  qaAnswerUpdateEndpoint,
  qaAnswerHistoryEndpoint,
  topicListEndpoint,
  topicDetailEndpoint,
} from '../../../renderer/src/contracts/api/qa';
import { ApiError, badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { coverPng } from '../lib/cover-png';
import { parseInput } from '../lib/validate';
import type { Db } from '../db/types';
import { QA_TAGS } from '../seed/qa-bank';

type QuestionRow = {
  id: number;
  asker_id: number;
  title: string;
  content: string;
  tags: string;
  view_count: number;
  created_at: number;
};
type AnswerRow = {
  id: number;
  question_id: number;
  expert_id: number;
  content: string;
  like_count: number;
  created_at: number;
  updated_at: number;
  versions: number;
};
type ExpertRow = {
  id: number;
  nickname: string;
  title: string | null;
  company: string | null;
  avatar: string | null;
};
type TopicRow = {
  id: number;
  title: string;
  summary: string;
  intro: string;
  view_count: number;
  created_at: number;
  qa_count: number;
};

/** `/media/topic/<id>.png` */
const topicFileParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.png$/, '文件名须为 编号.png')
    .transform((f) => Number.parseInt(f, 10)),
});

const QUESTION_404 = '问答不存在';
const ANSWER_404 = '回答不存在';
const TOPIC_404 = '专题不存在';

const parseTags = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
};

const summaryOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

function expertOf(db: Db, req: FastifyRequest, id: number): QaExpert {
  const row = db
    .prepare<[number], ExpertRow>(
      'SELECT id, nickname, title, company, avatar FROM users WHERE id = ?',
    )
    .get(id);
  if (!row) return { id, name: '税务专家', title: '税务专家', company: null, avatar: '' };
  return {
    id: row.id,
    name: row.nickname,
    title: row.title ?? '税务专家',
    company: row.company,
    avatar: publicUrl(req, row.avatar),
  };
}

const ANSWER_SELECT = `SELECT a.*, (SELECT COUNT(*) FROM qa_answer_versions v WHERE v.answer_id = a.id) AS versions FROM qa_answers a`;

function answerOf(db: Db, req: FastifyRequest, row: AnswerRow, userId: number | null): QaAnswer {
  return {
    id: row.id,
    questionId: row.question_id,
    expert: expertOf(db, req, row.expert_id),
    content: row.content,
    likeCount: row.like_count,
    editCount: Math.max(0, row.versions - 1),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canEdit: userId === row.expert_id,
  };
}

function listItemOf(db: Db, req: FastifyRequest, row: QuestionRow): QaListItem {
  const first = db
    .prepare<[number], { expert_id: number }>(
      'SELECT expert_id FROM qa_answers WHERE question_id = ? ORDER BY created_at, id LIMIT 1',
    )
    .get(row.id);
  const count =
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM qa_answers WHERE question_id = ?',
      )
      .get(row.id)?.n ?? 0;
  return {
    id: row.id,
    title: row.title,
    summary: summaryOf(row.content),
    tags: parseTags(row.tags),
    answerCount: count,
    viewCount: row.view_count,
    createdAt: row.created_at,
    expert: first ? expertOf(db, req, first.expert_id) : null,
  };
}

function topicSummaryOf(req: FastifyRequest, row: TopicRow): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: publicUrl(req, `/media/topic/${row.id}.png`),
    qaCount: row.qa_count,
    viewCount: row.view_count,
  };
}

const TOPIC_SELECT = `SELECT t.*, (SELECT COUNT(*) FROM qa_topic_questions tq WHERE tq.topic_id = t.id) AS qa_count FROM qa_topics t`;

/** Titles of the content domain's articles when it has an `articles` table (it is another domain's). */
function liveArticleTitles(db: Db, ids: number[]): Map<number, string> {
  const titles = new Map<number, string>();
  const table = db
    .prepare<[], { n: number }>(
      "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'articles'",
    )
    .get();
  if (!table?.n || ids.length === 0) return titles;
  const columns = db
    .prepare<[], { name: string }>('PRAGMA table_info(articles)')
    .all()
    .map((c) => c.name);
  if (!columns.includes('id') || !columns.includes('title')) return titles;
  const rows = db
    .prepare<number[], { id: number; title: string }>(
      `SELECT id, title FROM articles WHERE id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(...ids);
  for (const r of rows) titles.set(r.id, r.title);
  return titles;
}

function loadAnswer(db: Db, id: number): AnswerRow {
  const row = db.prepare<[number], AnswerRow>(`${ANSWER_SELECT} WHERE a.id = ?`).get(id);
  if (!row) throw notFound(ANSWER_404);
  return row;
}

/** Q&A: list, detail, asking, editing an answer (its author only) and its history, topics. */
export function qaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const tags = ['qa'];

  defineRoute(app, qaTagsEndpoint, { summary: '问答标签', tags, auth: 'none' }, () => [...QA_TAGS]);

  defineRoute(
    app,
    qaListEndpoint,
    { summary: '问答列表（最新在前）', tags, auth: 'none' },
    ({ query, req }) => {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (query.keyword) {
        where.push('(q.title LIKE ? OR q.content LIKE ?)');
        args.push(`%${query.keyword}%`, `%${query.keyword}%`);
      }
      if (query.tag) {
        where.push('q.tags LIKE ?');
        args.push(`%${JSON.stringify(query.tag)}%`);
      }
      if (query.topicId) {
        where.push('q.id IN (SELECT question_id FROM qa_topic_questions WHERE topic_id = ?)');
        args.push(query.topicId);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total =
        ctx.db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM qa_questions q ${clause}`,
          )
          .get(...args)?.n ?? 0;
      const rows = ctx.db
        .prepare<(string | number)[], QuestionRow>(
          `SELECT q.* FROM qa_questions q ${clause} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, query.size, (query.page - 1) * query.size);
      return {
        list: rows.map((r) => listItemOf(ctx.db, req, r)),
        total,
        page: query.page,
        size: query.size,
      };
    },
  );

  defineRoute(
    app,
    qaDetailEndpoint,
    { summary: '问答详情（浏览数 +1）', tags, auth: 'optional' },
    ({ params, user, req }) => {
      const row = ctx.db
        .prepare<[number], QuestionRow>('SELECT * FROM qa_questions WHERE id = ?')
        .get(params.id);
      if (!row) throw notFound(QUESTION_404);
      ctx.db
        .prepare('UPDATE qa_questions SET view_count = view_count + 1 WHERE id = ?')
        .run(row.id);
      const asker = ctx.db
        .prepare<[number], { id: number; nickname: string; avatar: string | null }>(
          'SELECT id, nickname, avatar FROM users WHERE id = ?',
        )
        .get(row.asker_id);
      const answers = ctx.db
        .prepare<[number], AnswerRow>(
          `${ANSWER_SELECT} WHERE a.question_id = ? ORDER BY a.created_at, a.id`,
        )
        .all(row.id);
      const topic = ctx.db
        .prepare<[number], { id: number; title: string }>(
          'SELECT t.id, t.title FROM qa_topics t JOIN qa_topic_questions tq ON tq.topic_id = t.id WHERE tq.question_id = ? ORDER BY t.id LIMIT 1',
        )
        .get(row.id);
      const tagList = parseTags(row.tags);
      const related = ctx.db
        .prepare<[string, number], QuestionRow>(
          'SELECT * FROM qa_questions WHERE tags LIKE ? AND id != ? ORDER BY created_at DESC LIMIT 4',
        )
        .all(`%${JSON.stringify(tagList[0] ?? '')}%`, row.id);
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        tags: tagList,
        viewCount: row.view_count + 1,
        createdAt: row.created_at,
        asker: {
          id: asker?.id ?? row.asker_id,
          nickname: asker?.nickname ?? '匿名用户',
          avatar: publicUrl(req, asker?.avatar),
        },
        answers: answers.map((a) => answerOf(ctx.db, req, a, user?.id ?? null)),
        topic: topic ?? null,
        related: related.map((r) => listItemOf(ctx.db, req, r)),
      };
    },
  );

  defineRoute(
    app,
    qaAddEndpoint,
    { summary: '提问（需登录）', tags, auth: 'required', msg: '提问成功' },
    ({ body, user }) => {
      const unknown = body.tags.filter((t) => !(QA_TAGS as readonly string[]).includes(t));
      if (unknown.length > 0) throw badRequest(`标签不存在：${unknown.join('、')}`);
      const info = ctx.db
        .prepare(
          'INSERT INTO qa_questions (asker_id, title, content, tags, view_count, created_at) VALUES (?, ?, ?, ?, 0, ?)',
        )
        .run(user.id, body.title, body.content, JSON.stringify([...new Set(body.tags)]), ctx.now());
      return { id: Number(info.lastInsertRowid) };
    },
  );

  const requireAuthor = (answer: AnswerRow, userId: number): void => {
    if (answer.expert_id !== userId) throw new ApiError(403, '只能编辑自己的回答');
  };

  defineRoute(
    app,
    qaAnswerEndpoint,
    { summary: '待编辑的回答（仅作者）', tags, auth: 'required' },
    ({ params, user, req }) => {
      const answer = loadAnswer(ctx.db, params.id);
      requireAuthor(answer, user.id);
      const q = ctx.db
        .prepare<[number], QuestionRow>('SELECT * FROM qa_questions WHERE id = ?')
        .get(answer.question_id);
      if (!q) throw notFound(QUESTION_404);
      return {
        answer: answerOf(ctx.db, req, answer, user.id),
        question: { id: q.id, title: q.title, content: q.content },
      };
    },
  );

  defineRoute(
    app,
    qaAnswerUpdateEndpoint,
    { summary: '编辑回答（仅作者；保留历史版本）', tags, auth: 'required', msg: '修改成功' },
    ({ params, body, user, req }) => {
      const answer = loadAnswer(ctx.db, params.id);
      requireAuthor(answer, user.id);
      if (body.content === answer.content) throw badRequest('回答内容没有变化');
      const now = ctx.now();
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            'INSERT INTO qa_answer_versions (answer_id, version, content, note, edited_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(answer.id, answer.versions + 1, body.content, body.note || null, now);
        ctx.db
          .prepare('UPDATE qa_answers SET content = ?, updated_at = ? WHERE id = ?')
          .run(body.content, now, answer.id);
      })();
      return answerOf(ctx.db, req, loadAnswer(ctx.db, answer.id), user.id);
    },
  );

  defineRoute(
    app,
    qaAnswerHistoryEndpoint,
    { summary: '回答的编辑历史（最新在前）', tags, auth: 'none' },
    ({ params, req }) => {
      const answer = loadAnswer(ctx.db, params.id);
      const q = ctx.db
        .prepare<[number], { id: number; title: string }>(
          'SELECT id, title FROM qa_questions WHERE id = ?',
        )
        .get(answer.question_id);
      if (!q) throw notFound(QUESTION_404);
      const versions = ctx.db
        .prepare<
          [number],
          { version: number; content: string; note: string | null; edited_at: number }
        >(
          'SELECT version, content, note, edited_at FROM qa_answer_versions WHERE answer_id = ? ORDER BY version DESC',
        )
        .all(answer.id);
      return {
        answerId: answer.id,
        question: q,
        expert: expertOf(ctx.db, req, answer.expert_id),
        versions: versions.map((v) => ({
          version: v.version,
          content: v.content,
          note: v.note,
          editedAt: v.edited_at,
        })),
      };
    },
  );

  defineRoute(app, topicListEndpoint, { summary: '专题列表', tags, auth: 'none' }, ({ req }) =>
    ctx.db
      .prepare<[], TopicRow>(`${TOPIC_SELECT} ORDER BY t.created_at DESC`)
      .all()
      .map((r) => topicSummaryOf(req, r)),
  );

  defineRoute(
    app,
    topicDetailEndpoint,
    { summary: '专题详情（浏览数 +1）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = ctx.db
        .prepare<[number], TopicRow>(`${TOPIC_SELECT} WHERE t.id = ?`)
        .get(params.id);
      if (!row) throw notFound(TOPIC_404);
      ctx.db.prepare('UPDATE qa_topics SET view_count = view_count + 1 WHERE id = ?').run(row.id);
      const qas = ctx.db
        .prepare<[number], QuestionRow>(
          'SELECT q.* FROM qa_questions q JOIN qa_topic_questions tq ON tq.question_id = q.id WHERE tq.topic_id = ? ORDER BY tq.position',
        )
        .all(row.id);
      const articles = ctx.db
        .prepare<[number], { article_id: number; title: string; summary: string }>(
          'SELECT article_id, title, summary FROM qa_topic_articles WHERE topic_id = ? ORDER BY position',
        )
        .all(row.id);
      const live = liveArticleTitles(
        ctx.db,
        articles.map((a) => a.article_id),
      );
      return {
        ...topicSummaryOf(req, { ...row, view_count: row.view_count + 1 }),
        intro: row.intro,
        createdAt: row.created_at,
        qas: qas.map((q) => listItemOf(ctx.db, req, q)),
        articles: articles.map((a) => ({
          id: a.article_id,
          title: live.get(a.article_id) ?? a.title,
          summary: a.summary,
        })),
      };
    },
  );

  // Topic covers: generated pictures, not enveloped.
  app.get('/media/topic/:file', async (req, reply) => {
    const { file } = parseInput(topicFileParams, req.params, 'params');
    const row = ctx.db
      .prepare<[number], { title: string }>('SELECT title FROM qa_topics WHERE id = ?')
      .get(file);
    if (!row) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file));
  });
}
