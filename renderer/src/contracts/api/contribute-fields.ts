import * as z from 'zod/mini';
import { optionalClientKeySchema } from './client-key';

/**
 * The article editor's limits and messages, shared by the editor's own checks (shown as the writer
 * types) and the mock API's schemas (a 400 with the same words), so the two can never disagree.
 */
export const WORK_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  summaryMax: 200,
  tagsMin: 1,
  tagsMax: 3,
  tagMax: 10,
  bodyMin: 20,
  bodyMax: 50_000,
  urlMax: 500,
} as const;

export const WORK_MESSAGES = {
  titleEmpty: '请填写标题',
  titleShort: `标题至少${WORK_LIMITS.titleMin}个字`,
  titleLong: `标题最多${WORK_LIMITS.titleMax}字`,
  category: '请选择分类',
  tags: `请选择${WORK_LIMITS.tagsMin}-${WORK_LIMITS.tagsMax}个标签`,
  tagLong: `标签最多${WORK_LIMITS.tagMax}字`,
  summaryLong: `摘要最多${WORK_LIMITS.summaryMax}字`,
  bodyEmpty: '请填写正文',
  bodyShort: `正文至少${WORK_LIMITS.bodyMin}个字`,
  bodyLong: '正文最多5万字',
  sourceUrlMissing: '转载文章请填写原文链接',
  sourceUrlBad: '原文链接须以 http:// 或 https:// 开头',
  agreement: '请阅读并同意《投稿协议》',
  conflict: '这篇文章已在其他页面或设备上修改，请刷新后再编辑',
} as const;

/** Characters a writer sees in a piece of HTML (tags dropped, spaces folded, emoji counted once). */
export function visibleLength(html: string): number {
  return Array.from(
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ).length;
}

/** Same counting as the editor's title counter: by characters, so 中文 and emoji count once each. */
export const charLength = (s: string): number => Array.from(s.trim()).length;

export const workTitleSchema = z.string().check(
  z.trim(),
  z.refine((s) => charLength(s) >= WORK_LIMITS.titleMin, WORK_MESSAGES.titleShort),
  z.refine((s) => charLength(s) <= WORK_LIMITS.titleMax, WORK_MESSAGES.titleLong),
);

export const workBodySchema = z.string().check(
  z.trim(),
  z.minLength(1, WORK_MESSAGES.bodyEmpty),
  z.maxLength(WORK_LIMITS.bodyMax, WORK_MESSAGES.bodyLong),
  z.refine((s) => visibleLength(s) >= WORK_LIMITS.bodyMin, WORK_MESSAGES.bodyShort),
);

export const workSummarySchema = z.string().check(
  z.trim(),
  z.refine((s) => charLength(s) <= WORK_LIMITS.summaryMax, WORK_MESSAGES.summaryLong),
);

export const workTagsSchema = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, WORK_MESSAGES.tags),
        z.maxLength(WORK_LIMITS.tagMax, WORK_MESSAGES.tagLong),
      ),
  )
  .check(z.maxLength(WORK_LIMITS.tagsMax, WORK_MESSAGES.tags));

export const isHttpUrl = (s: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s.trim());

export const workSourceUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(WORK_LIMITS.urlMax, WORK_MESSAGES.sourceUrlBad),
  z.refine((s) => s === '' || isHttpUrl(s), WORK_MESSAGES.sourceUrlBad),
);

/** A cover is an uploaded image's URL (from /image/multiUpload) or empty for none. */
export const workCoverSchema = z.string().check(
  z.trim(),
  z.maxLength(WORK_LIMITS.urlMax, '封面地址不正确'),
  z.refine((s) => s === '' || isHttpUrl(s) || s.startsWith('/'), '封面地址不正确'),
);

/**
 * Fields both editors send beside title, category and body. `baseVersion` is the version the
 * writer started from: a save over a newer version answers 409 instead of overwriting it.
 * `clientKey` makes a submit idempotent: the same key again answers the first result.
 */
export const workEditorFields = {
  tags: z.optional(workTagsSchema),
  cover: z.optional(workCoverSchema),
  original: z.optional(z.boolean()),
  sourceUrl: z.optional(workSourceUrlSchema),
  baseVersion: z.optional(z.int().check(z.positive())),
  clientKey: optionalClientKeySchema,
};

/** A reprint must say where it comes from (checked on drafts too: the rule is about the work). */
export function reprintProblem(body: { original?: boolean; sourceUrl?: string }): string | null {
  return body.original === false && !(body.sourceUrl ?? '').trim()
    ? WORK_MESSAGES.sourceUrlMissing
    : null;
}
