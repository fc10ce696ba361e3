import * as z from 'zod/mini';
import { pageQuerySchema } from './envelope';
import { articleCategorySchema } from './article';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';
import {
  workBodySchema,
  workEditorFields,
  workSummarySchema,
  workTitleSchema,
} from './contribute-fields';

/** Contribution (投稿) status: 0 草稿, 1 审核中, 2 已发布, 3 未通过, 4 已下架 (taken offline by its writer). */
export const CONTRIBUTION_STATUS = {
  DRAFT: 0,
  REVIEWING: 1,
  PUBLISHED: 2,
  REJECTED: 3,
  OFFLINE: 4,
} as const;
export const CONTRIBUTION_STATUS_TEXT = ['草稿', '审核中', '已发布', '未通过', '已下架'] as const;
/** Points a writer earns when a contribution is first published (its revisions earn nothing more). */
export const CONTRIBUTION_ACCEPT_POINTS = 50;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: '编号须为正整数' })
    .check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** GET /contribute/list (/delivery, works management). */
export const contributionListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(
    z.coerce
      .number({ error: '状态不正确' })
      .check(z.int('状态不正确'), z.minimum(0, '状态不正确'), z.maximum(4, '状态不正确')),
  ),
});

/**
 * The revision (修改稿) of a published contribution: reviewed on its own while readers keep the
 * published version. Status 0 草稿 (saved, not sent), 1 审核中, 3 未通过 (with the reason).
 */
export const revisionStateSchema = z.object({
  status: z.int(),
  statusText: z.string(),
  rejectReason: z.nullable(z.string()),
  submittedAt: z.nullable(z.number()),
  updatedAt: z.number(),
});
export type RevisionState = z.infer<typeof revisionStateSchema>;
export const REVISION_STATUS_TEXT: Record<number, string> = {
  0: '修改稿未提交',
  1: '修改稿审核中',
  3: '修改稿未通过',
};

/** The essay contest a work entered (`entered`) or will enter when it is submitted. */
export const workContestSchema = z.object({ id: z.int(), title: z.string(), entered: z.boolean() });

export const contributionSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  categoryName: z.string(),
  cover: z.nullable(z.string()),
  status: z.int(),
  statusText: z.string(),
  rejectReason: z.nullable(z.string()),
  /** Reads of the work's page and of its public article. */
  views: z.int(),
  /** Readers' likes of its public article (0 until it is published). */
  likes: z.int(),
  /** The public article readers open, like and collect (`/v2/article/personal/:id`) while the work is published. */
  articleId: z.nullable(z.int()),
  wordCount: z.int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  submittedAt: z.nullable(z.number()),
  tags: z.array(z.string()),
  /** 原创 (true) or 转载 (false, with its `sourceUrl`). */
  original: z.boolean(),
  sourceUrl: z.nullable(z.string()),
  /** Grows with every save: the editor sends it back as `baseVersion` so a stale copy cannot overwrite a newer one. */
  version: z.int(),
  /** When readers first saw it (null until approved). */
  publishedAt: z.nullable(z.number()),
  /** Its revision, if the writer is changing it after publication (only the writer sees it). */
  revision: z.nullable(revisionStateSchema),
  contest: z.nullable(workContestSchema),
});
export type Contribution = z.infer<typeof contributionSchema>;
/** GET /contribute/detail/{id}: the owner sees any status, others only published ones. */
export const contributionDetailSchema = z.extend(contributionSchema, {
  contentHtml: z.string(),
  author: z.object({ id: z.int(), nickname: z.string(), avatar: z.string() }),
  editable: z.boolean(),
  /** The signed-in user wrote it (sees its review status). */
  mine: z.boolean(),
  /** The writer's revision as the editor opens it (null for readers and when there is none). */
  revisionWork: z.nullable(
    z.object({
      title: z.string(),
      summary: z.string(),
      category: z.string(),
      cover: z.nullable(z.string()),
      tags: z.array(z.string()),
      original: z.boolean(),
      sourceUrl: z.nullable(z.string()),
      contentHtml: z.string(),
    }),
  ),
});
export type ContributionDetail = z.infer<typeof contributionDetailSchema>;

/** POST /contribute/save (/contribute/add/:id?): `submit` false keeps a draft, true sends it for review. */
export const contributionSaveBodySchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  title: workTitleSchema,
  summary: z.optional(workSummarySchema),
  category: articleCategorySchema,
  contentHtml: workBodySchema,
  ...workEditorFields,
  /** Ticked 我已阅读并同意《投稿协议》: required to submit. */
  agreed: z.optional(z.boolean()),
  /** The essay contest (from /essay's 立即投稿) the work enters when it is submitted; left out for none. */
  contestId: z.optional(z.int().check(z.positive('征文活动不正确'))),
  submit: z._default(z.boolean(), false),
});
export type ContributionSaveBody = z.input<typeof contributionSaveBodySchema>;

/** POST /material/save (/material/add/:id?): a personal article; `publish` true publishes at once. */
export const materialSaveBodySchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  title: workTitleSchema,
  summary: z.optional(workSummarySchema),
  category: articleCategorySchema,
  contentHtml: workBodySchema,
  ...workEditorFields,
  publish: z._default(z.boolean(), false),
});
export type MaterialSaveBody = z.input<typeof materialSaveBodySchema>;
/** GET /material/list?status=draft|published */
export const materialListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(['draft', 'published'])),
});
export const materialSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  views: z.int(),
  likes: z.int(),
  previewToken: z.string(),
  publishedAt: z.nullable(z.number()),
  updatedAt: z.number(),
  cover: z.nullable(z.string()),
  original: z.boolean(),
  sourceUrl: z.nullable(z.string()),
  version: z.int(),
  /** The published contribution this article is (edited through the contribution); null for a personal article. */
  contributionId: z.nullable(z.int()),
});
export type Material = z.infer<typeof materialSchema>;
export const materialDetailSchema = z.extend(materialSchema, { contentHtml: z.string() });
export type MaterialDetail = z.infer<typeof materialDetailSchema>;
export const deleteResultSchema = z.object({ id: z.int(), deleted: z.literal(true) });

/** GET /contribute/counts: how many works the writer has in each status (the /delivery tabs). */
export const contributionCountsSchema = z.object({
  all: z.int(),
  draft: z.int(),
  reviewing: z.int(),
  published: z.int(),
  rejected: z.int(),
  offline: z.int(),
});
export type ContributionCounts = z.infer<typeof contributionCountsSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /contribute/list: 我的投稿（作品管理，可按状态筛选） */
export const contributeListEndpoint = {
  method: 'GET',
  path: '/contribute/list',
  query: contributionListQuerySchema,
  response: pageOf(contributionSchema),
} as const satisfies Endpoint;

/** GET /contribute/draft/list: 投稿草稿箱 */
export const contributeDraftListEndpoint = {
  method: 'GET',
  path: '/contribute/draft/list',
  response: z.array(contributionSchema),
} as const satisfies Endpoint;

/** GET /contribute/detail/:id: 投稿详情（作者可见全部状态，他人仅已发布） */
export const contributeDetailEndpoint = {
  method: 'GET',
  path: '/contribute/detail/:id',
  params: idParamsSchema,
  response: contributionDetailSchema,
} as const satisfies Endpoint;

/** POST /contribute/save: 保存投稿（submit 为 true 时提交审核） */
export const contributeSaveEndpoint = {
  method: 'POST',
  path: '/contribute/save',
  body: contributionSaveBodySchema,
  response: contributionSchema,
} as const satisfies Endpoint;

/** POST /contribute/delete/:id: 删除投稿（审核中的不能删除） */
export const contributeDeleteEndpoint = {
  method: 'POST',
  path: '/contribute/delete/:id',
  params: idParamsSchema,
  response: deleteResultSchema,
} as const satisfies Endpoint;

/** GET /material/list: 我的文章（个人文章，草稿与已发布） */
export const materialListEndpoint = {
  method: 'GET',
  path: '/material/list',
  query: materialListQuerySchema,
  response: pageOf(materialSchema),
} as const satisfies Endpoint;

/** GET /material/detail/:id: 我的文章详情（编辑用） */
export const materialDetailEndpoint = {
  method: 'GET',
  path: '/material/detail/:id',
  params: idParamsSchema,
  response: materialDetailSchema,
} as const satisfies Endpoint;

/** POST /material/save: 保存个人文章（publish 为 true 时发布） */
export const materialSaveEndpoint = {
  method: 'POST',
  path: '/material/save',
  body: materialSaveBodySchema,
  response: materialDetailSchema,
} as const satisfies Endpoint;

/** POST /material/delete/:id: 删除个人文章 */
export const materialDeleteEndpoint = {
  method: 'POST',
  path: '/material/delete/:id',
  params: idParamsSchema,
  response: deleteResultSchema,
} as const satisfies Endpoint;

/** GET /contribute/counts: 各状态投稿数（作品管理的标签） */
export const contributeCountsEndpoint = {
  method: 'GET',
  path: '/contribute/counts',
  response: contributionCountsSchema,
} as const satisfies Endpoint;

/** POST /contribute/withdraw/:id: 撤回审核中的投稿（回到草稿；已发布作品撤回的是修改稿） */
export const contributeWithdrawEndpoint = {
  method: 'POST',
  path: '/contribute/withdraw/:id',
  params: idParamsSchema,
  response: contributionSchema,
} as const satisfies Endpoint;

/** POST /contribute/offline/:id: 下架已发布的投稿 */
export const contributeOfflineEndpoint = {
  method: 'POST',
  path: '/contribute/offline/:id',
  params: idParamsSchema,
  response: contributionSchema,
} as const satisfies Endpoint;
