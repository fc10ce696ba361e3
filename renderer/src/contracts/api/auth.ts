import { z } from 'zod';
import { bridgeUserSchema } from '../bridge';

/** Mainland mobile (spec §5): 11 digits, starts 1 then 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, '请输入正确手机号');

/** POST /sms/send. `type: 2` is login. Answers `{ code: 200, msg: '发送成功', data: null }`. */
export const smsSendBodySchema = z.object({
  phone: z.string().regex(PHONE_PATTERN, '请输入正确手机号'),
  type: z.number().int().min(1).max(9),
});
export type SmsSendBody = z.infer<typeof smsSendBodySchema>;
export const SMS_TYPE_LOGIN = 2;
/** Spec §9: one code per phone per 60 s. */
export const SMS_RESEND_SECONDS = 60;
/** A code is valid for 5 minutes and once. */
export const SMS_CODE_TTL_SECONDS = 300;
export const smsSendResultSchema = z.null();

/**
 * POST /V2/sms/send: the same body passed through, plus an optional `captchaToken` from a
 * checked captcha (POST /common/captcha/check); when present it must be verified and unused.
 */
export const smsSendV2BodySchema = smsSendBodySchema.extend({
  captchaToken: z.string().min(1).max(64).optional(),
});

/** POST /api/auth/login: username is the phone, password the SMS code (both trimmed, spec §5). */
export const loginBodySchema = z.object({
  username: z.string().trim().regex(PHONE_PATTERN, '请输入正确手机号'),
  password: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/, '请输入正确的验证码'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
/** Spec §7: `data.data.token` — the envelope's data holds `{ token }`. */
export const loginResultSchema = z.object({ token: z.string().min(1) });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /v2/api/auth/login (body designed here): phone and SMS code; same result as v1 plus `isNew`. */
export const loginV2BodySchema = z.object({
  phone: z.string().trim().regex(PHONE_PATTERN, '请输入正确手机号'),
  code: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/, '请输入正确的验证码'),
  inviteCode: z.string().trim().max(20).optional(),
});
export type LoginV2Body = z.infer<typeof loginV2BodySchema>;
export const loginV2ResultSchema = loginResultSchema.extend({ isNew: z.boolean() });

/** POST /api/auth/logout: the token stops working at once. */
export const logoutResultSchema = z.null();

/** Membership details carried in `memberInfo` (userTypeCode 0). */
export const memberInfoSchema = z
  .object({
    avatar: z.string().optional(),
    /** 0 none, 1 个人会员, 2 企业会员 (see member plans). */
    level: z.number().int(),
    levelName: z.string(),
    /** ms timestamp, null when not a member. */
    expireAt: z.number().nullable(),
    points: z.number().int(),
    inviteCode: z.string(),
  })
  .passthrough();
/** Expert details carried in `expertInfo` (userTypeCode 1). */
export const expertInfoSchema = z
  .object({
    avatar: z.string().optional(),
    title: z.string(),
    company: z.string().nullable(),
    points: z.number().int(),
    inviteCode: z.string(),
  })
  .passthrough();

/** GET /v1/user/info (401 without a valid token). Same shape as the bridge's user. */
export const userInfoSchema = bridgeUserSchema;
export type UserInfo = z.infer<typeof userInfoSchema>;
