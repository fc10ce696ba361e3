import type { FastifyInstance } from 'fastify';
import {
  qaTagsEndpoint,
  qaListEndpoint,
  qaDetailEndpoint,
  qaAddEndpoint,
  qaAnswerEndpoint,
  qaAnswerUpdateEndpoint,
  qaAnswerHistoryEndpoint,
} from '../../../renderer/src/contracts/api/qa';
import { ApiError, badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { QUESTION_404, answerOf, expertOf, listItemOf, loadAnswer, parseTags } from '../lib/qa';
import { qaQueries, type AnswerRow } from '../queries/qa';
import { QA_TAGS } from '../seed/qa-bank';

/** Q&A: list, detail, asking, editing an answer (its author only) and its history. */
export function qaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const q = qaQueries(ctx.db);
  const tags = ['qa'];

  defineRoute(app, qaTagsEndpoint, { summary: '问答标签', tags, auth: 'none' }, () => [...QA_TAGS]);

  defineRoute(
    app,
    qaListEndpoint,
    { summary: '问答列表（最新在前）', tags, auth: 'none' },
    ({ query, req }) => {
      const { rows, total } = q.questions(query, query);
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
      const row = q.question(params.id);
      if (!row) throw notFound(QUESTION_404);
      q.addView(row.id);
      const asker = q.asker(row.asker_id);
      const answers = q.answers(row.id);
      const topic = q.topicOf(row.id);
      const tagList = parseTags(row.tags);
      const related = q.related(tagList[0] ?? '', row.id);
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
      const id = q.ask(user.id, body.title, body.content, [...new Set(body.tags)], ctx.now());
      return { id };
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
      const question = q.question(answer.question_id);
      if (!question) throw notFound(QUESTION_404);
      return {
        answer: answerOf(ctx.db, req, answer, user.id),
        question: { id: question.id, title: question.title, content: question.content },
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
      q.editAnswer(answer, body.content, body.note || null, now);
      return answerOf(ctx.db, req, loadAnswer(ctx.db, answer.id), user.id);
    },
  );

  defineRoute(
    app,
    qaAnswerHistoryEndpoint,
    { summary: '回答的编辑历史（最新在前）', tags, auth: 'none' },
    ({ params, req }) => {
      const answer = loadAnswer(ctx.db, params.id);
      const question = q.questionTitle(answer.question_id);
      if (!question) throw notFound(QUESTION_404);
      const versions = q.versions(answer.id);
      return {
        answerId: answer.id,
        question,
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
}
