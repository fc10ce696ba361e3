import * as z from 'zod/mini';
import { optionalClientKeySchema } from './client-key';
import { pageQuerySchema } from './envelope';
import { qaExpertSchema, qaListItemSchema } from './qa-shapes';

// The list shapes are in the small module the home page imports; re-exported so every
// consumer of `qa` keeps its imports.
export {
  qaExpertSchema,
  qaListItemSchema,
  qaListSchema,
  type QaExpert,
  type QaListItem,
} from './qa-shapes';
import type { Endpoint } from './endpoint';
import { qaListEndpointBase } from './qa-shapes';

/** `/:id` path parameters of the Q&A and topic calls. */
export const qaIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** Who asked. */
export const qaAskerSchema = z.object({ id: z.int(), nickname: z.string(), avatar: z.string() });

/** One expert answer. `content` is plain text with line breaks; `canEdit` is true for its author only. */
export const qaAnswerSchema = z.object({
  id: z.int(),
  questionId: z.int(),
  expert: qaExpertSchema,
  content: z.string(),
  likeCount: z.int(),
  /** How many times it was edited (0 = never). */
  editCount: z.int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  canEdit: z.boolean(),
});
export type QaAnswer = z.infer<typeof qaAnswerSchema>;

/** GET /qa/list?page&size&keyword&tag&topicId */
export const qaListQuerySchema = z.extend(pageQuerySchema, {
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(30, '关键词不能超过30个字'))),
  tag: z.optional(z.string().check(z.trim(), z.maxLength(10))),
  topicId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type QaListQuery = z.infer<typeof qaListQuerySchema>;

/** GET /qa/detail/:id — 404 '问答不存在'. */
export const qaDetailSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  viewCount: z.int(),
  createdAt: z.number(),
  asker: qaAskerSchema,
  answers: z.array(qaAnswerSchema),
  /** The topic this question belongs to, if any. */
  topic: z.nullable(z.object({ id: z.int(), title: z.string() })),
  related: z.array(qaListItemSchema),
});
export type QaDetail = z.infer<typeof qaDetailSchema>;

/** GET /qa/tags: the tags a question may carry. */
export const qaTagsSchema = z.array(z.string());

/** Limits of a question (shared by the form and the server). */
export const QA_LIMITS = {
  titleMin: 5,
  titleMax: 50,
  contentMin: 10,
  contentMax: 1000,
  tagsMax: 3,
  answerMin: 10,
  answerMax: 3000,
} as const;

/** A trimmed text of `min`–`max` characters; both bounds say `<label>须为min-max个字`. */
function textOfLength(label: string, min: number, max: number) {
  const message = `${label}须为${min}-${max}个字`;
  return z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));
}

/** POST /qa/add (login required): ask a question. */
export const qaAskBodySchema = z.object({
  title: textOfLength('问题标题', QA_LIMITS.titleMin, QA_LIMITS.titleMax),
  content: textOfLength('问题描述', QA_LIMITS.contentMin, QA_LIMITS.contentMax),
  tags: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(10)))
    .check(
      z.minLength(1, '请至少选择一个标签'),
      z.maxLength(QA_LIMITS.tagsMax, `最多选择${QA_LIMITS.tagsMax}个标签`),
    ),
  clientKey: optionalClientKeySchema,
});
export type QaAskBody = z.infer<typeof qaAskBodySchema>;
export const qaAskResultSchema = z.object({ id: z.int() });

/** GET /qa/answer/:id (login, author only → 403 '只能编辑自己的回答'): the answer with its question. */
export const qaAnswerEditViewSchema = z.object({
  answer: qaAnswerSchema,
  question: z.object({ id: z.int(), title: z.string(), content: z.string() }),
});
export type QaAnswerEditView = z.infer<typeof qaAnswerEditViewSchema>;

/** PUT /qa/answer/:id (login, author only). */
export const qaAnswerEditBodySchema = z.object({
  content: textOfLength('回答内容', QA_LIMITS.answerMin, QA_LIMITS.answerMax),
  /** Why it was edited, shown in the history. */
  note: z.optional(z.string().check(z.trim(), z.maxLength(50, '修改说明不能超过50个字'))),
  clientKey: optionalClientKeySchema,
});
export type QaAnswerEditBody = z.infer<typeof qaAnswerEditBodySchema>;

/** One version of an answer; version 1 is the original. */
export const qaAnswerVersionSchema = z.object({
  version: z.int(),
  content: z.string(),
  note: z.nullable(z.string()),
  editedAt: z.number(),
});
export type QaAnswerVersion = z.infer<typeof qaAnswerVersionSchema>;

/** GET /qa/answer/history/:id — newest first; 404 '回答不存在'. */
export const qaAnswerHistorySchema = z.object({
  answerId: z.int(),
  question: z.object({ id: z.int(), title: z.string() }),
  expert: qaExpertSchema,
  versions: z.array(qaAnswerVersionSchema),
});
export type QaAnswerHistory = z.infer<typeof qaAnswerHistorySchema>;

/** A topic in a list. */
export const topicSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  qaCount: z.int(),
  viewCount: z.int(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;
export const topicListSchema = z.array(topicSummarySchema);

/** GET /topic/detail/:id — 404 '专题不存在'. Articles come from the content domain when it has them. */
export const topicDetailSchema = z.extend(topicSummarySchema, {
  intro: z.string(),
  createdAt: z.number(),
  qas: z.array(qaListItemSchema),
  articles: z.array(z.object({ id: z.int(), title: z.string(), summary: z.string() })),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /qa/list: 问答列表（最新在前） */
export const qaListEndpoint = {
  ...qaListEndpointBase,
  query: qaListQuerySchema,
} as const satisfies Endpoint;

/** GET /qa/tags: 问答标签 */
export const qaTagsEndpoint = {
  method: 'GET',
  path: '/qa/tags',
  response: qaTagsSchema,
} as const satisfies Endpoint;

/** GET /qa/detail/:id: 问答详情（浏览数 +1） */
export const qaDetailEndpoint = {
  method: 'GET',
  path: '/qa/detail/:id',
  params: qaIdParamsSchema,
  response: qaDetailSchema,
} as const satisfies Endpoint;

/** POST /qa/add: 提问（需登录） */
export const qaAddEndpoint = {
  method: 'POST',
  path: '/qa/add',
  body: qaAskBodySchema,
  response: qaAskResultSchema,
} as const satisfies Endpoint;

/** GET /qa/answer/:id: 待编辑的回答（仅作者） */
export const qaAnswerEndpoint = {
  method: 'GET',
  path: '/qa/answer/:id',
  params: qaIdParamsSchema,
  response: qaAnswerEditViewSchema,
} as const satisfies Endpoint;

/** PUT /qa/answer/:id: 编辑回答（仅作者；保留历史版本） */
export const qaAnswerUpdateEndpoint = {
  method: 'PUT',
  path: '/qa/answer/:id',
  params: qaIdParamsSchema,
  body: qaAnswerEditBodySchema,
  response: qaAnswerSchema,
} as const satisfies Endpoint;

/** GET /qa/answer/history/:id: 回答的编辑历史（最新在前） */
export const qaAnswerHistoryEndpoint = {
  method: 'GET',
  path: '/qa/answer/history/:id',
  params: qaIdParamsSchema,
  response: qaAnswerHistorySchema,
} as const satisfies Endpoint;

/** GET /topic/list: 专题列表 */
export const topicListEndpoint = {
  method: 'GET',
  path: '/topic/list',
  response: topicListSchema,
} as const satisfies Endpoint;

/** GET /topic/detail/:id: 专题详情（浏览数 +1） */
export const topicDetailEndpoint = {
  method: 'GET',
  path: '/topic/detail/:id',
  params: qaIdParamsSchema,
  response: topicDetailSchema,
} as const satisfies Endpoint;
