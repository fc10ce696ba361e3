import {
  qaAddEndpoint,
  qaAnswerEndpoint,
  qaAnswerHistoryEndpoint,
  qaAnswerUpdateEndpoint,
  qaDetailEndpoint,
  qaTagsEndpoint,
  topicDetailEndpoint,
  type QaAnswer,
  type QaAnswerEditBody,
  type QaAnswerEditView,
  type QaAnswerHistory,
  type QaAskBody,
  type QaDetail,
  type TopicDetail,
} from '@/contracts/api/qa';
import { callEndpoint } from '@/lib/api/call-endpoint';
import type { Keyed } from '@/lib/api/action-key';

/** GET /qa/detail/:id (404 问答不存在). */
export function fetchQaDetail(id: string): Promise<QaDetail> {
  return callEndpoint(qaDetailEndpoint, { params: { id } });
}

/** GET /qa/tags */
export function fetchQaTags(): Promise<string[]> {
  return callEndpoint(qaTagsEndpoint);
}

/** POST /qa/add (login required); `clientKey` names this question (a resend answers the first one). */
export function askQuestion(body: Keyed<QaAskBody>): Promise<{ id: number }> {
  return callEndpoint(qaAddEndpoint, { body });
}

/** GET /qa/answer/:id (its author only). */
export function fetchAnswerForEdit(id: string): Promise<QaAnswerEditView> {
  return callEndpoint(qaAnswerEndpoint, { params: { id } });
}

/** PUT /qa/answer/:id (its author only); `clientKey` names this edit. */
export function updateAnswer(id: string, body: Keyed<QaAnswerEditBody>): Promise<QaAnswer> {
  return callEndpoint(qaAnswerUpdateEndpoint, { params: { id }, body });
}

/** GET /qa/answer/history/:id */
export function fetchAnswerHistory(id: string): Promise<QaAnswerHistory> {
  return callEndpoint(qaAnswerHistoryEndpoint, { params: { id } });
}

/** GET /topic/detail/:id (404 专题不存在). */
export function fetchTopic(id: string): Promise<TopicDetail> {
  return callEndpoint(topicDetailEndpoint, { params: { id } });
}
