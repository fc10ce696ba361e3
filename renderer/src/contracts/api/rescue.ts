import * as z from 'zod/mini';
import { optionalClientKeySchema } from './client-key';
import { isCreditCode } from '../credit-code';
import { PHONE_PATTERN } from './auth';
import type { Endpoint } from './endpoint';

/** Limits of a rescue-area consultation request (the form and the server share them). */
export const RESCUE_LIMITS = {
  companyMin: 4,
  companyMax: 60,
  contactMin: 2,
  contactMax: 20,
  questionMin: 10,
  questionMax: 500,
  imagesMax: 3,
} as const;

/**
 * One message per way a field can be wrong, answered verbatim by the server (400) and shown by the
 * form beside the field, so the two never disagree.
 */
export const RESCUE_MESSAGES = {
  companyRequired: '请填写企业名称',
  companyLength: `企业名称须为${RESCUE_LIMITS.companyMin}-${RESCUE_LIMITS.companyMax}个字`,
  creditCodeRequired: '请填写统一社会信用代码',
  creditCode: '请输入正确的统一社会信用代码',
  region: '请选择所在受灾地区',
  contactRequired: '请填写联系人',
  contactLength: `联系人须为${RESCUE_LIMITS.contactMin}-${RESCUE_LIMITS.contactMax}个字`,
  phoneRequired: '请填写手机号',
  phone: '请输入正确手机号',
  questionRequired: '请描述您遇到的涉税问题',
  questionLength: `问题描述须为${RESCUE_LIMITS.questionMin}-${RESCUE_LIMITS.questionMax}个字`,
  images: `最多上传${RESCUE_LIMITS.imagesMax}张图片`,
  imageUrl: '图片不存在，请重新上传',
} as const;

/** A required text: trimmed, not blank (its own message), then within the length bounds. */
const requiredText = (required: string, min: number, max: number, length: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.minLength(min, length), z.maxLength(max, length));

/** POST /rescue/apply (auth): one consultation request; `clientKey` makes a retried send answer the same record. */
export const rescueApplyBodySchema = z.object({
  companyName: requiredText(
    RESCUE_MESSAGES.companyRequired,
    RESCUE_LIMITS.companyMin,
    RESCUE_LIMITS.companyMax,
    RESCUE_MESSAGES.companyLength,
  ),
  creditCode: z
    .string({ error: RESCUE_MESSAGES.creditCodeRequired })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, RESCUE_MESSAGES.creditCodeRequired),
      z.refine(isCreditCode, RESCUE_MESSAGES.creditCode),
    ),
  region: z
    .string({ error: RESCUE_MESSAGES.region })
    .check(
      z.trim(),
      z.minLength(1, RESCUE_MESSAGES.region),
      z.maxLength(40, RESCUE_MESSAGES.region),
    ),
  contactName: requiredText(
    RESCUE_MESSAGES.contactRequired,
    RESCUE_LIMITS.contactMin,
    RESCUE_LIMITS.contactMax,
    RESCUE_MESSAGES.contactLength,
  ),
  phone: z
    .string({ error: RESCUE_MESSAGES.phoneRequired })
    .check(
      z.trim(),
      z.minLength(1, RESCUE_MESSAGES.phoneRequired),
      z.regex(PHONE_PATTERN, RESCUE_MESSAGES.phone),
    ),
  question: requiredText(
    RESCUE_MESSAGES.questionRequired,
    RESCUE_LIMITS.questionMin,
    RESCUE_LIMITS.questionMax,
    RESCUE_MESSAGES.questionLength,
  ),
  images: z._default(
    z
      .array(
        z
          .string({ error: RESCUE_MESSAGES.imageUrl })
          .check(z.url(RESCUE_MESSAGES.imageUrl), z.maxLength(500, RESCUE_MESSAGES.imageUrl)),
        { error: RESCUE_MESSAGES.images },
      )
      .check(z.maxLength(RESCUE_LIMITS.imagesMax, RESCUE_MESSAGES.images)),
    [],
  ),
  clientKey: optionalClientKeySchema,
});
export type RescueApplyBody = z.input<typeof rescueApplyBodySchema>;

/** Where a request stands: 0 已受理 (waiting for a call), 1 已联系 (an adviser called), 2 已办结. */
export const RESCUE_STATUS_TEXT = ['已受理', '已联系', '已办结'] as const;

/** A request as its author sees it (the phone masked: the page may be open on a shared screen). */
export const rescueApplicationSchema = z.object({
  id: z.int(),
  /** 受理编号: JZ + year + 6 digits. */
  ticketNo: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  contactName: z.string(),
  maskedPhone: z.string(),
  question: z.string(),
  images: z.array(z.string()),
  status: z.int(),
  statusText: z.string(),
  createdAt: z.number(),
  /** An adviser calls back by then (2 working days, decided by the server). */
  replyBy: z.number(),
});
export type RescueApplication = z.infer<typeof rescueApplicationSchema>;

/** A disaster-affected area the relief policies cover, with what struck it. */
export const rescueRegionSchema = z.object({ name: z.string(), disaster: z.string() });
export type RescueRegion = z.infer<typeof rescueRegionSchema>;

/** GET /rescue/info (optional auth): the areas, the relief policies and the user's open request. */
export const rescueInfoSchema = z.object({
  regions: z.array(rescueRegionSchema),
  policies: z.array(z.object({ title: z.string(), text: z.string() })),
  hotline: z.string(),
  acceptedCount: z.int(),
  /** The signed-in user's request still open (已受理 / 已联系), else null. */
  mine: z.nullable(rescueApplicationSchema),
});
export type RescueInfo = z.infer<typeof rescueInfoSchema>;

export const rescueIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '申请编号不正确' })
    .check(z.int('申请编号不正确'), z.positive('申请编号不正确')),
});

/** GET /rescue/info: 灾区税务咨询介绍 */
export const rescueInfoEndpoint = {
  method: 'GET',
  path: '/rescue/info',
  response: rescueInfoSchema,
} as const satisfies Endpoint;

/** POST /rescue/apply: 受灾地区涉税咨询申请（每人同时一份进行中的申请） */
export const rescueApplyEndpoint = {
  method: 'POST',
  path: '/rescue/apply',
  body: rescueApplyBodySchema,
  response: rescueApplicationSchema,
} as const satisfies Endpoint;

/** GET /rescue/apply/:id: 我的咨询申请 */
export const rescueApplicationEndpoint = {
  method: 'GET',
  path: '/rescue/apply/:id',
  params: rescueIdParamsSchema,
  response: rescueApplicationSchema,
} as const satisfies Endpoint;
