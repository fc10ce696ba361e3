import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { articleCategorySchema } from './article';

/** Contribution (投稿) status: 0 草稿, 1 审核中, 2 已发布, 3 未通过. */
export const CONTRIBUTION_STATUS = { DRAFT: 0, REVIEWING: 1, PUBLISHED: 2, REJECTED: 3 } as const;
export const CONTRIBUTION_STATUS_TEXT = ['草稿', '审核中', '已发布', '未通过'] as const;

export const idParamsSchema = z.object({ id: z.coerce.number({ error: '编号须为正整数' }).int('编号须为正整数').positive('编号须为正整数') });

/** GET /contribute/list (/delivery, works management). */
export const contributionListQuerySchema = pageQuerySchema.extend({ status: z.coerce.number({ error: '状态不正确' }).int('状态不正确').min(0, '状态不正确').max(3, '状态不正确').optional() });

export const contributionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  categoryName: z.string(),
  cover: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  rejectReason: z.string().nullable(),
  views: z.number().int(),
  wordCount: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  submittedAt: z.number().nullable(),
});
export type Contribution = z.infer<typeof contributionSchema>;
/** GET /contribute/detail/{id}: the owner sees any status, others only published ones. */
export const contributionDetailSchema = contributionSchema.extend({ contentHtml: z.string(), author: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }), editable: z.boolean() });

const html = z
  .string()
  .trim()
  .min(1, '请填写正文')
  .max(50_000, '正文最多5万字')
  .refine((s) => s.replace(/<[^>]*>/g, '').trim().length >= 20, '正文至少20个字');

/** POST /contribute/save (/contribute/add/:id?): `submit` false keeps a draft, true sends it for review. */
export const contributionSaveBodySchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(5, '标题至少5个字').max(60, '标题最多60字'),
  summary: z.string().trim().max(200, '摘要最多200字').optional(),
  category: articleCategorySchema,
  cover: z.string().trim().max(500).optional(),
  contentHtml: html,
  submit: z.boolean().default(false),
});
export type ContributionSaveBody = z.input<typeof contributionSaveBodySchema>;

/** POST /material/save (/material/add/:id?): a personal article; `publish` true publishes at once. */
export const materialSaveBodySchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(5, '标题至少5个字').max(60, '标题最多60字'),
  summary: z.string().trim().max(200, '摘要最多200字').optional(),
  category: articleCategorySchema,
  tags: z.array(z.string().trim().min(1).max(10, '标签最多10字')).max(5, '最多5个标签').default([]),
  contentHtml: html,
  publish: z.boolean().default(false),
});
export type MaterialSaveBody = z.input<typeof materialSaveBodySchema>;
/** GET /material/list?status=draft|published */
export const materialListQuerySchema = pageQuerySchema.extend({ status: z.enum(['draft', 'published']).optional() });
export const materialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  views: z.number().int(),
  likes: z.number().int(),
  previewToken: z.string(),
  publishedAt: z.number().nullable(),
  updatedAt: z.number(),
});
export const materialDetailSchema = materialSchema.extend({ contentHtml: z.string() });
export const deleteResultSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
