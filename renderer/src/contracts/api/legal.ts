import * as z from 'zod/mini';
import { optionalClientKeySchema } from './client-key';
import type { Endpoint } from './endpoint';

/** The static HTML documents served at GET /static/html/{id}. */
export const STATIC_HTML_IDS = {
  agreement: 'agreement',
  security: 'security',
  about: 'about',
  rules: 'rules',
} as const;
export type StaticHtmlId = (typeof STATIC_HTML_IDS)[keyof typeof STATIC_HTML_IDS];

export const staticHtmlParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, '文档编号格式不正确')),
});

/** GET /static/html/{id} — 404 '文档不存在'. `content` is HTML with headings (the app sanitises it). */
export const staticHtmlSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.string(),
  updatedAt: z.number(),
});
export type StaticHtml = z.infer<typeof staticHtmlSchema>;

/** Limits of a complaint (shared by the form and the server). */
export const COMPLAINT_LIMITS = { contentMin: 10, contentMax: 500, imagesMax: 3 } as const;

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;

export const COMPLAINT_TYPES = ['complaint', 'suggestion'] as const;
export const complaintTypeLabels: Record<(typeof COMPLAINT_TYPES)[number], string> = {
  complaint: '投诉',
  suggestion: '建议',
};

/** POST /complaints: text, optional contact (mobile or e-mail), up to 3 image URLs from /image/multiUpload. */
export const complaintBodySchema = z.object({
  type: z._default(z.enum(COMPLAINT_TYPES), 'suggestion'),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        COMPLAINT_LIMITS.contentMin,
        `内容须为${COMPLAINT_LIMITS.contentMin}-${COMPLAINT_LIMITS.contentMax}个字`,
      ),
      z.maxLength(
        COMPLAINT_LIMITS.contentMax,
        `内容须为${COMPLAINT_LIMITS.contentMin}-${COMPLAINT_LIMITS.contentMax}个字`,
      ),
    ),
  contact: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(60),
      z.refine((v) => v === '' || MOBILE.test(v) || EMAIL.test(v), '联系方式须为手机号或邮箱'),
    ),
  ),
  images: z._default(
    z
      .array(z.string().check(z.url('图片地址不正确'), z.maxLength(500)))
      .check(
        z.maxLength(COMPLAINT_LIMITS.imagesMax, `最多上传${COMPLAINT_LIMITS.imagesMax}张图片`),
      ),
    [],
  ),
  clientKey: optionalClientKeySchema,
});
export type ComplaintBody = z.input<typeof complaintBodySchema>;
export const complaintResultSchema = z.object({ id: z.int(), createdAt: z.number() });
export type ComplaintResult = z.infer<typeof complaintResultSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /complaints: 提交投诉与建议（内容10-500字，联系方式为手机号或邮箱，最多3张图片） */
export const complaintsEndpoint = {
  method: 'POST',
  path: '/complaints',
  body: complaintBodySchema,
  response: complaintResultSchema,
} as const satisfies Endpoint;

/** GET /static/html/:id: 静态文档（agreement 用户协议、security 安全协议、about 关于、rules 社区规范） */
export const staticHtmlEndpoint = {
  method: 'GET',
  path: '/static/html/:id',
  params: staticHtmlParamsSchema,
  response: staticHtmlSchema,
} as const satisfies Endpoint;
