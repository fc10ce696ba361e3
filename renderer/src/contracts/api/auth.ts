import * as z from 'zod/mini';
import { pointsSchema } from './money-shapes';
import { bridgeUserSchema } from '../bridge';
import type { Endpoint } from './endpoint';

/** Mainland mobile (docs/product.md「账号与登录」): 11 digits, starts 1 then 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const phoneSchema = z.string().check(z.trim(), z.regex(PHONE_PATTERN, '请输入正确手机号'));

/** POST /sms/send. `type: 2` is login. Answers `{ code: 200, msg: '发送成功', data: null }`. */
export const smsSendBodySchema = z.object({
  phone: z.string().check(z.regex(PHONE_PATTERN, '请输入正确手机号')),
  type: z.int().check(z.minimum(1), z.maximum(9)),
});
export type SmsSendBody = z.infer<typeof smsSendBodySchema>;
export const SMS_TYPE_LOGIN = 2;
/** One code per phone per 60 s (docs/product.md「账号与登录」). */
export const SMS_RESEND_SECONDS = 60;
/** A code is valid for 5 minutes and once. */
export const SMS_CODE_TTL_SECONDS = 300;
export const smsSendResultSchema = z.null();

/**
 * POST /V2/sms/send: the same body passed through, plus an optional `captchaToken` from a
 * checked captcha (POST /common/captcha/check); when present it must be verified and unused.
 */
export const smsSendV2BodySchema = z.extend(smsSendBodySchema, {
  captchaToken: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** POST /api/auth/login: username is the phone, password the SMS code (both trimmed). */
export const loginBodySchema = z.object({
  username: z.string().check(z.trim(), z.regex(PHONE_PATTERN, '请输入正确手机号')),
  password: z.string().check(z.trim(), z.regex(/^\d{4,6}$/, '请输入正确的验证码')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
/** The login answer: `data.data.token`, the envelope's data holds `{ token }`. */
export const loginResultSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /v2/api/auth/login (body designed here): phone and SMS code; same result as v1 plus `isNew`. */
export const loginV2BodySchema = z.object({
  phone: z.string().check(z.trim(), z.regex(PHONE_PATTERN, '请输入正确手机号')),
  code: z.string().check(z.trim(), z.regex(/^\d{4,6}$/, '请输入正确的验证码')),
  inviteCode: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});
export type LoginV2Body = z.infer<typeof loginV2BodySchema>;
export const loginV2ResultSchema = z.extend(loginResultSchema, { isNew: z.boolean() });

/** POST /api/auth/logout: the token stops working at once. */
export const logoutResultSchema = z.null();

/** Membership details carried in `memberInfo` (userTypeCode 0). */
export const memberInfoSchema = z.looseObject({
  avatar: z.optional(z.string()),
  /** 0 none, 1 个人会员, 2 企业会员 (see member plans). */
  level: z.int(),
  levelName: z.string(),
  /** ms timestamp, null when not a member. */
  expireAt: z.nullable(z.number()),
  points: pointsSchema,
  inviteCode: z.string(),
});
/** Expert details carried in `expertInfo` (userTypeCode 1). */
export const expertInfoSchema = z.looseObject({
  avatar: z.optional(z.string()),
  title: z.string(),
  company: z.nullable(z.string()),
  points: pointsSchema,
  inviteCode: z.string(),
});

/** GET /v1/user/info (401 without a valid token). Same shape as the bridge's user. */
export const userInfoSchema = bridgeUserSchema;
export type UserInfo = z.infer<typeof userInfoSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /sms/send: 发送短信验证码（type 2 为登录） */
export const smsSendEndpoint = {
  method: 'POST',
  path: '/sms/send',
  body: smsSendBodySchema,
  response: smsSendResultSchema,
} as const satisfies Endpoint;

/** POST /V2/sms/send: 发送短信验证码（透传请求体，可带图形验证码凭证） */
export const v2SmsSendEndpoint = {
  method: 'POST',
  path: '/V2/sms/send',
  body: smsSendV2BodySchema,
  response: smsSendResultSchema,
} as const satisfies Endpoint;

/** POST /api/auth/login: 手机号 + 短信验证码登录（新号码自动注册） */
export const apiAuthLoginEndpoint = {
  method: 'POST',
  path: '/api/auth/login',
  body: loginBodySchema,
  response: loginResultSchema,
} as const satisfies Endpoint;

/** POST /v2/api/auth/login: 手机号 + 短信验证码登录 v2 */
export const v2ApiAuthLoginEndpoint = {
  method: 'POST',
  path: '/v2/api/auth/login',
  body: loginV2BodySchema,
  response: loginV2ResultSchema,
} as const satisfies Endpoint;

/** POST /api/auth/logout: 退出登录（令牌立即失效） */
export const apiAuthLogoutEndpoint = {
  method: 'POST',
  path: '/api/auth/logout',
  response: logoutResultSchema,
} as const satisfies Endpoint;

/** GET /v1/user/info: 当前用户信息 */
export const v1UserInfoEndpoint = {
  method: 'GET',
  path: '/v1/user/info',
  response: userInfoSchema,
} as const satisfies Endpoint;
