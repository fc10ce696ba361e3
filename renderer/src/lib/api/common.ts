import {
  captchaCheckResultSchema,
  captchaSchema,
  smsTypeListSchema,
  uploadResultSchema,
  versionInfoSchema,
  type Captcha,
  type UploadResult,
  type VersionInfo,
} from '@/contracts/api/common';
import { complaintResultSchema, staticHtmlSchema, type ComplaintBody, type ComplaintResult, type StaticHtml } from '@/contracts/api/legal';
import { orderQuoteSchema, type OrderQuote, type OrderValidBody } from '@/contracts/api/order';
import { http, parseData } from '@/lib/http';

/** Spec §7 common calls, shared by several areas (so they live here, not in a feature). */

/** GET /base/sms/list: the SMS code kinds. */
export async function fetchSmsTypes() {
  return parseData(smsTypeListSchema, await http.get('/base/sms/list'));
}

/** GET /app/new/version: the latest native app version for this platform. */
export async function fetchAppVersion(query: { platform: 'ios' | 'android' | 'h5'; appversion: string }): Promise<VersionInfo> {
  return parseData(versionInfoSchema, await http.get('/app/new/version', { params: query }));
}

const form = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

/** POST /common/captcha/get (form-urlencoded): a new image captcha. */
export async function fetchCaptcha(): Promise<Captcha> {
  return parseData(captchaSchema, await http.post('/common/captcha/get', new URLSearchParams({ captchaType: 'digit' }), form));
}

/** POST /common/captcha/check (form-urlencoded) → the captchaToken for /V2/sms/send. */
export async function checkCaptcha(token: string, code: string) {
  const body = new URLSearchParams({ token: token.trim(), code: code.trim() });
  return parseData(captchaCheckResultSchema, await http.post('/common/captcha/check', body, form));
}

/** POST multipart /image/multiUpload: uploads images, answers their URLs. */
export async function uploadImages(files: readonly Blob[]): Promise<UploadResult> {
  const body = new FormData();
  files.forEach((file, i) => body.append('file', file, file instanceof File ? file.name : `image-${i}`));
  return parseData(uploadResultSchema, await http.post('/image/multiUpload', body));
}

/** POST /complaints: a complaint or suggestion. */
export async function submitComplaint(body: ComplaintBody): Promise<ComplaintResult> {
  return parseData(complaintResultSchema, await http.post('/complaints', body));
}

/** POST /v3/order/valid (spec §3 order validation payload; goodsQuantity defaults to 1). */
export async function validateOrder(body: OrderValidBody): Promise<OrderQuote> {
  return parseData(orderQuoteSchema, await http.post('/v3/order/valid', { goodsQuantity: 1, ...body }));
}

/** GET /static/html/{id}: an agreement or other static document. */
export async function fetchStaticHtml(id: string): Promise<StaticHtml> {
  return parseData(staticHtmlSchema, await http.get(`/static/html/${encodeURIComponent(id)}`));
}
