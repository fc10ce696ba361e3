import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import { PHONE_PATTERN } from './auth';
import type { Endpoint } from './endpoint';

/** Where the activity itself stands, by the server's clock: 未开始, 进行中, 已结束. */
export const ACTIVITY_PHASES = ['notStarted', 'ongoing', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];
/** Where its sign-up stands: 报名未开始, 报名中, 名额已满, 报名已截止. */
export const SIGNUP_STATES = ['notOpen', 'open', 'full', 'closed'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** The user's own sign-up: the check-in code is shown at the door (核销码). */
export const mySignupSchema = z.object({
  name: z.string(),
  maskedPhone: z.string(),
  company: z.nullable(z.string()),
  checkCode: z.string(),
  createdAt: z.number(),
});
export type MySignup = z.infer<typeof mySignupSchema>;

/** GET /activity/detail/:id (optional auth): the activity with its states decided by the server. */
export const activityDetailSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  /** Plain text, paragraphs separated by line breaks. */
  content: z.string(),
  host: z.string(),
  location: z.string(),
  online: z.boolean(),
  signupStart: z.number(),
  signupEnd: z.number(),
  startAt: z.number(),
  endAt: z.number(),
  capacity: z.int(),
  signedUp: z.int(),
  placesLeft: z.int(),
  /** 0: free; otherwise paid through the purchase flow. */
  priceCents: centsSchema,
  phase: z.enum(ACTIVITY_PHASES),
  phaseText: z.string(),
  signup: z.enum(SIGNUP_STATES),
  signupText: z.string(),
  mine: z.nullable(mySignupSchema),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** Messages of the sign-up form, answered verbatim by the server. */
export const SIGNUP_MESSAGES = {
  nameRequired: '请填写姓名',
  nameLength: '姓名须为2-20个字',
  phoneRequired: '请填写手机号',
  phone: '请输入正确手机号',
  company: '单位名称最多60个字',
} as const;

/** POST /activity/signup/:id (auth): a repeat by the same user answers the first sign-up. */
export const activitySignupBodySchema = z.object({
  name: z
    .string({ error: SIGNUP_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, SIGNUP_MESSAGES.nameRequired),
      z.minLength(2, SIGNUP_MESSAGES.nameLength),
      z.maxLength(20, SIGNUP_MESSAGES.nameLength),
    ),
  phone: z
    .string({ error: SIGNUP_MESSAGES.phoneRequired })
    .check(
      z.trim(),
      z.minLength(1, SIGNUP_MESSAGES.phoneRequired),
      z.regex(PHONE_PATTERN, SIGNUP_MESSAGES.phone),
    ),
  company: z.optional(z.string().check(z.trim(), z.maxLength(60, SIGNUP_MESSAGES.company))),
});
export type ActivitySignupBody = z.input<typeof activitySignupBodySchema>;

export const activityIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '活动编号不正确' })
    .check(z.int('活动编号不正确'), z.positive('活动编号不正确')),
});

/** GET /activity/detail/:id: 活动详情 */
export const activityDetailEndpoint = {
  method: 'GET',
  path: '/activity/detail/:id',
  params: activityIdParamsSchema,
  response: activityDetailSchema,
} as const satisfies Endpoint;

/** POST /activity/signup/:id: 活动报名（每人一次，重复提交返回同一报名） */
export const activitySignupEndpoint = {
  method: 'POST',
  path: '/activity/signup/:id',
  params: activityIdParamsSchema,
  body: activitySignupBodySchema,
  response: activityDetailSchema,
} as const satisfies Endpoint;
