import type { FastifyRequest } from 'fastify';
import type {
  QaAnswer,
  QaExpert,
  QaListItem,
  TopicSummary,
} from '../../../renderer/src/contracts/api/qa';
import type { Db } from '../db/types';
import { qaQueries, type AnswerRow, type QuestionRow, type TopicRow } from '../queries/qa';
import { notFound } from './envelope';
import { publicUrl } from './urls';

export const QUESTION_404 = '问答不存在';
const ANSWER_404 = '回答不存在';

export const parseTags = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
};

const summaryOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

/** An answering expert's card; a user who is gone shows as a generic 税务专家. */
export function expertOf(db: Db, req: FastifyRequest, id: number): QaExpert {
  const row = qaQueries(db).expert(id);
  if (!row) return { id, name: '税务专家', title: '税务专家', company: null, avatar: '' };
  return {
    id: row.id,
    name: row.nickname,
    title: row.title ?? '税务专家',
    company: row.company,
    avatar: publicUrl(req, row.avatar),
  };
}

export function answerOf(
  db: Db,
  req: FastifyRequest,
  row: AnswerRow,
  userId: number | null,
): QaAnswer {
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

/** A question as lists show it, with its first answering expert. */
export function listItemOf(db: Db, req: FastifyRequest, row: QuestionRow): QaListItem {
  const q = qaQueries(db);
  const first = q.firstExpert(row.id);
  return {
    id: row.id,
    title: row.title,
    summary: summaryOf(row.content),
    tags: parseTags(row.tags),
    answerCount: q.answerCount(row.id),
    viewCount: row.view_count,
    createdAt: row.created_at,
    expert: first !== undefined ? expertOf(db, req, first) : null,
  };
}

export function topicSummaryOf(req: FastifyRequest, row: TopicRow): TopicSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: publicUrl(req, `/media/topic/${row.id}.png`),
    qaCount: row.qa_count,
    viewCount: row.view_count,
  };
}

/** The answer `id`, or 回答不存在. */
export function loadAnswer(db: Db, id: number): AnswerRow {
  const row = qaQueries(db).answer(id);
  if (!row) throw notFound(ANSWER_404);
  return row;
}
