import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** GET /base/sms/list: the SMS code kinds the backend sends (type 2 is login). */
export const smsTypeSchema = z.object({
  type: z.int(),
  name: z.string(),
  template: z.string(),
});
export const smsTypeListSchema = z.array(smsTypeSchema);

/** GET /app/new/version?platform=&appversion= */
export const versionQuerySchema = z.object({
  platform: z._default(z.enum(['ios', 'android', 'h5']), 'h5'),
  appversion: z._default(
    z.string().check(z.regex(/^\d+(\.\d+){0,3}$/, '版本号格式不正确')),
    '4.0.0',
  ),
});
export const versionInfoSchema = z.object({
  latestVersion: z.string(),
  minVersion: z.string(),
  hasUpdate: z.boolean(),
  forceUpdate: z.boolean(),
  downloadUrl: z.string(),
  notes: z.array(z.string()),
  publishedAt: z.number(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** POST multipart /image/multiUpload (any field name; png, jpeg, gif or webp; ≤ 5 MB each, ≤ 9 files). */
export const uploadedFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  size: z.int(),
  mime: z.string(),
});
export const uploadResultSchema = z.object({
  urls: z.array(z.string()),
  files: z.array(uploadedFileSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** POST /common/captcha/get (form-urlencoded): a 4-digit image captcha, checked server-side. */
export const captchaGetBodySchema = z.object({
  captchaType: z._default(z.enum(['digit']), 'digit'),
});
export const captchaSchema = z.object({
  token: z.string(),
  /** data:image/svg+xml;base64,… */
  image: z.string(),
  length: z.int(),
  expiresIn: z.int(),
});
export type Captcha = z.infer<typeof captchaSchema>;
/** POST /common/captcha/check (form-urlencoded). Three wrong tries spend the captcha. */
export const captchaCheckBodySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, '验证码已失效，请刷新'), z.maxLength(64)),
  code: z.string().check(z.trim(), z.regex(/^\d{4}$/, '请输入4位数字验证码')),
});
export const captchaCheckResultSchema = z.object({
  verified: z.literal(true),
  captchaToken: z.string(),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /base/sms/list: 短信验证码类型 */
export const baseSmsListEndpoint = {
  method: 'GET',
  path: '/base/sms/list',
  response: smsTypeListSchema,
} as const satisfies Endpoint;

/** GET /app/new/version: 最新版本 */
export const appNewVersionEndpoint = {
  method: 'GET',
  path: '/app/new/version',
  query: versionQuerySchema,
  response: versionInfoSchema,
} as const satisfies Endpoint;

/** POST /image/multiUpload: 上传图片（multipart，可多张） */
export const imageMultiUploadEndpoint = {
  method: 'POST',
  path: '/image/multiUpload',
  response: uploadResultSchema,
  contentType: 'multipart/form-data',
} as const satisfies Endpoint;

/** POST /common/captcha/get: 获取图形验证码（表单） */
export const commonCaptchaGetEndpoint = {
  method: 'POST',
  path: '/common/captcha/get',
  body: captchaGetBodySchema,
  response: captchaSchema,
  contentType: 'application/x-www-form-urlencoded',
} as const satisfies Endpoint;

/** POST /common/captcha/check: 校验图形验证码（表单） */
export const commonCaptchaCheckEndpoint = {
  method: 'POST',
  path: '/common/captcha/check',
  body: captchaCheckBodySchema,
  response: captchaCheckResultSchema,
  contentType: 'application/x-www-form-urlencoded',
} as const satisfies Endpoint;
