import { z } from 'zod';
import { phoneSchema } from './auth';

/** Membership levels: 0 none, 1 个人会员, 2 企业会员. */
export const MEMBER_LEVELS = { NONE: 0, PERSONAL: 1, ENTERPRISE: 2 } as const;

/** GET /member/plans: what can be bought (POST /v3/order/valid with orderType 1 and the plan id). */
export const memberPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  days: z.number().int(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  description: z.string(),
  tag: z.string().nullable(),
  /** Apple in-app purchase product (the /v2/member/ios/apply page). */
  iosProductId: z.string(),
});
export type MemberPlan = z.infer<typeof memberPlanSchema>;
export const memberPlanListSchema = z.array(memberPlanSchema);

/** GET /member/rights: privilege comparison (/v3/member/rights). */
export const memberRightSchema = z.object({ name: z.string(), description: z.string(), free: z.string(), personal: z.string(), enterprise: z.string() });
export const memberRightListSchema = z.array(memberRightSchema);

/** GET /member/center (auth). */
export const memberCenterSchema = z.object({
  level: z.number().int(),
  levelName: z.string(),
  expireAt: z.number().nullable(),
  daysLeft: z.number().int(),
  points: z.number().int(),
  unusedCoupons: z.number().int(),
  claimableWelfare: z.number().int(),
  plans: memberPlanListSchema,
});
export type MemberCenter = z.infer<typeof memberCenterSchema>;

/** GET /member/welfare (optional auth): member benefits to claim (/member/welfare). */
export const welfareSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Lowest member level allowed to claim it. */
  minLevel: z.number().int(),
  kind: z.enum(['coupon', 'points', 'course']),
  /** Coupon template id, points amount or course id, by kind. */
  value: z.number().int(),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
export const welfareListSchema = z.array(welfareSchema);
export const welfareClaimResultSchema = z.object({ id: z.number().int(), message: z.string() });

/** Coupon status: 0 unused, 1 used, 2 expired. */
export const COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
/** Coupon scope: 0 any order, else the orderType it applies to. */
export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  amountCents: z.number().int(),
  thresholdCents: z.number().int(),
  scope: z.number().int(),
  scopeName: z.string(),
  expireAt: z.number(),
  status: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponQuerySchema = z.object({ status: z.coerce.number({ error: '状态须为0、1或2' }).int('状态须为0、1或2').min(0, '状态须为0、1或2').max(2, '状态须为0、1或2').optional() });
export const couponListSchema = z.array(couponSchema);
/** GET /member/coupon/templates: coupons on offer (e.g. the free consultation coupon of /consult). */
export const couponTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amountCents: z.number().int(),
  thresholdCents: z.number().int(),
  scope: z.number().int(),
  scopeName: z.string(),
  validDays: z.number().int(),
  received: z.boolean(),
});
export const couponTemplateListSchema = z.array(couponTemplateSchema);

/**
 * POST /member/exchange: redeem a code (/exchange). `code` is RSA-encrypted with the key of
 * GET /common/publicKey when the app has it; the simulator also accepts it plain.
 */
export const redeemBodySchema = z.object({ code: z.string().trim().min(1, '请输入兑换码').max(512, '兑换码不正确') });
/** POST /member/exchange/by/mobile (/exchange/by/mobile): no login; phone + SMS code + redemption code. */
export const redeemByMobileBodySchema = redeemBodySchema.extend({
  phone: phoneSchema,
  smsCode: z.string().trim().regex(/^\d{4,6}$/, '请输入正确的验证码'),
});
export const redeemResultSchema = z.object({
  planName: z.string(),
  level: z.number().int(),
  days: z.number().int(),
  expireAt: z.number(),
  /** Set by the by-mobile call: the account is signed in. */
  token: z.string().optional(),
});

/** POST /firm/apply: enterprise trial (/firm/apply). */
export const firmApplyBodySchema = z.object({
  companyName: z.string().trim().min(4, '请填写企业全称').max(60, '企业名称过长'),
  creditCode: z.string().trim().regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '请输入正确的统一社会信用代码'),
  contactName: z.string().trim().min(2, '请填写联系人').max(20, '联系人姓名过长'),
  contactPhone: phoneSchema,
  position: z.string().trim().max(20).optional(),
  employeeCount: z.enum(['1-20', '21-100', '101-500', '500+'], { message: '请选择企业规模' }),
  city: z.string().trim().min(2, '请选择所在城市').max(20),
  remark: z.string().trim().max(300, '备注最多300字').optional(),
});
export type FirmApplyBody = z.infer<typeof firmApplyBodySchema>;
/** Application status: 0 reviewing, 1 approved (trial opened), 2 rejected. */
export const firmApplicationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  createdAt: z.number(),
});
export const firmApplicationOrNullSchema = firmApplicationSchema.nullable();

/** POST /rescue/apply: disaster-area tax consultation (/rescue/apply). */
export const rescueApplyBodySchema = z.object({
  name: z.string().trim().min(2, '请填写姓名').max(20),
  phone: phoneSchema,
  companyName: z.string().trim().max(60).optional(),
  region: z.string().trim().min(2, '请填写所在受灾地区').max(40),
  question: z.string().trim().min(10, '请至少用10个字描述您的问题').max(500, '问题描述最多500字'),
});
export const rescueApplyResultSchema = z.object({ id: z.number().int(), ticketNo: z.string(), createdAt: z.number() });
