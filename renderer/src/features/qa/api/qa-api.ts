import {
  qaAnswerEditViewSchema,
  qaAnswerHistorySchema,
  qaAnswerSchema,
  qaAskResultSchema,
  qaDetailSchema,
  qaListSchema,
  qaTagsSchema,
  topicDetailSchema,
  type QaAnswer,
  type QaAnswerEditBody,
  type QaAnswerEditView,
  type QaAnswerHistory,
  type QaAskBody,
  type QaDetail,
  type QaListQuery,
  type TopicDetail,
} from '@/contracts/api/qa';
import type { Page } from '@/contracts/api/envelope';
import type { QaListItem } from '@/contracts/api/qa';
import { http, parseData } from '@/lib/http';

/** GET /qa/list */
export async function fetchQaList(query: Partial<QaListQuery>): Promise<Page<QaListItem>> {
  return parseData(qaListSchema, await http.get('/qa/list', { params: query }));
}

/** GET /qa/detail/:id (404 问答不存在). */
export async function fetchQaDetail(id: string): Promise<QaDetail> {
  return parseData(qaDetailSchema, await http.get(`/qa/detail/${encodeURIComponent(id)}`));
}

/** GET /qa/tags */
export async function fetchQaTags(): Promise<string[]> {
  return parseData(qaTagsSchema, await http.get('/qa/tags'));
}

/** POST /qa/add (login required). */
export async function askQuestion(body: QaAskBody): Promise<{ id: number }> {
  return parseData(qaAskResultSchema, await http.post('/qa/add', body));
}

/** GET /qa/answer/:id (its author only). */
export async function fetchAnswerForEdit(id: string): Promise<QaAnswerEditView> {
  return parseData(qaAnswerEditViewSchema, await http.get(`/qa/answer/${encodeURIComponent(id)}`));
}

/** PUT /qa/answer/:id (its author only). */
export async function updateAnswer(id: string, body: QaAnswerEditBody): Promise<QaAnswer> {
  return parseData(qaAnswerSchema, await http.put(`/qa/answer/${encodeURIComponent(id)}`, body));
}

/** GET /qa/answer/history/:id */
export async function fetchAnswerHistory(id: string): Promise<QaAnswerHistory> {
  return parseData(qaAnswerHistorySchema, await http.get(`/qa/answer/history/${encodeURIComponent(id)}`));
}

/** GET /topic/detail/:id (404 专题不存在). */
export async function fetchTopic(id: string): Promise<TopicDetail> {
  return parseData(topicDetailSchema, await http.get(`/topic/detail/${encodeURIComponent(id)}`));
}
