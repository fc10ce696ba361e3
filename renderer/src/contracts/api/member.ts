import * as z from 'zod/mini';
import { centsSchema, pointsSchema } from './money-shapes';
import { isCreditCode } from '../credit-code';
import { phoneSchema } from './auth';
import type { Endpoint } from './endpoint';

/** Membership levels: 0 none, 1 个人会员, 2 企业会员. */
export const MEMBER_LEVELS = { NONE: 0, PERSONAL: 1, ENTERPRISE: 2 } as const;

/** GET /member/plans: what can be bought (POST /v3/order/valid with orderType 1 and the plan id). */
export const memberPlanSchema = z.object({
  id: z.int(),
  name: z.string(),
  level: z.int(),
  days: z.int(),
  priceCents: centsSchema,
  originalPriceCents: centsSchema,
  description: z.string(),
  tag: z.nullable(z.string()),
  /** Apple in-app purchase product (the /v2/member/ios/apply page). */
  iosProductId: z.string(),
});
export type MemberPlan = z.infer<typeof memberPlanSchema>;
export const memberPlanListSchema = z.array(memberPlanSchema);

/** GET /member/rights: privilege comparison (/v3/member/rights). */
export const memberRightSchema = z.object({
  name: z.string(),
  description: z.string(),
  free: z.string(),
  personal: z.string(),
  enterprise: z.string(),
});
export type MemberRight = z.infer<typeof memberRightSchema>;
export const memberRightListSchema = z.array(memberRightSchema);

/**
 * Where a user stands, decided by the server (its clock can be moved by the simulator):
 * none 未开通, trial 试用中, active 会员中, expiring 即将到期 (7 days or fewer left), expired 已过期,
 * lifetime 永久.
 */
export const MEMBER_STATUSES = [
  'none',
  'trial',
  'active',
  'expiring',
  'expired',
  'lifetime',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** Days before the expiry from which a membership shows as 即将到期. */
export const EXPIRING_WITHIN_DAYS = 7;
/** Length of the one free trial each user may start. */
export const TRIAL_DAYS = 7;

/** GET /member/center (auth). */
export const memberCenterSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  /** The user may still start the one free trial (never had one, not a member now). */
  trialAvailable: z.boolean(),
  /** When the last membership ended (status expired), else null. */
  expiredAt: z.nullable(z.number()),
  level: z.int(),
  levelName: z.string(),
  expireAt: z.nullable(z.number()),
  daysLeft: z.int(),
  points: pointsSchema,
  unusedCoupons: z.int(),
  claimableWelfare: z.int(),
  plans: memberPlanListSchema,
});
export type MemberCenter = z.infer<typeof memberCenterSchema>;

/** POST /member/trial (auth): starts the one free trial; a second call is refused. */
export const memberTrialResultSchema = z.object({
  level: z.int(),
  levelName: z.string(),
  expireAt: z.number(),
});
export type MemberTrialResult = z.infer<typeof memberTrialResultSchema>;

export const WELFARE_STATES = [
  'available',
  'claimed',
  'soldOut',
  'notStarted',
  'ended',
  'membersOnly',
] as const;
export type WelfareState = (typeof WELFARE_STATES)[number];

/** GET /member/welfare (optional auth): member benefits to claim (/member/welfare). */
export const welfareSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** Lowest member level allowed to claim it. */
  minLevel: z.int(),
  kind: z.enum(['coupon', 'points', 'course']),
  /** Coupon template id, points amount or course id, by kind. */
  value: z.int(),
  /** A coupon benefit's order type the coupon applies to (0: any order); null for other kinds. */
  couponScope: z.nullable(z.int()),
  claimed: z.boolean(),
  claimable: z.boolean(),
  /** What the user meets: 立即领取, 已领取, 已领完, 未开始, 已结束 or 仅会员可领 (decided by the server). */
  state: z.enum(WELFARE_STATES),
  /** Left to claim; null when unlimited. */
  remaining: z.nullable(z.int()),
  startsAt: z.nullable(z.number()),
  endsAt: z.nullable(z.number()),
});
export type Welfare = z.infer<typeof welfareSchema>;
export const welfareListSchema = z.array(welfareSchema);
export const welfareClaimResultSchema = z.object({ id: z.int(), message: z.string() });
export type WelfareClaimResult = z.infer<typeof welfareClaimResultSchema>;

/** Coupon status: 0 unused, 1 used, 2 expired. */
export const COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
/** Coupon scope: 0 any order, else the orderType it applies to. */
export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  amountCents: centsSchema,
  thresholdCents: centsSchema,
  scope: z.int(),
  scopeName: z.string(),
  expireAt: z.number(),
  status: z.int(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponQuerySchema = z.object({
  status: z.optional(
    z.coerce
      .number({ error: '状态须为0、1或2' })
      .check(
        z.int('状态须为0、1或2'),
        z.minimum(0, '状态须为0、1或2'),
        z.maximum(2, '状态须为0、1或2'),
      ),
  ),
});
export const couponListSchema = z.array(couponSchema);
/** GET /member/coupon/templates: coupons on offer (e.g. the free consultation coupon of /consult). */
export const couponTemplateSchema = z.object({
  id: z.int(),
  title: z.string(),
  amountCents: centsSchema,
  thresholdCents: centsSchema,
  scope: z.int(),
  scopeName: z.string(),
  validDays: z.int(),
  received: z.boolean(),
});
export const couponTemplateListSchema = z.array(couponTemplateSchema);

/**
 * POST /member/exchange: redeem a code (/exchange). `code` is RSA-encrypted with the key of
 * GET /common/publicKey when the app has it; the simulator also accepts it plain.
 */
export const redeemBodySchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, '请输入兑换码'), z.maxLength(512, '兑换码不正确')),
});
/** POST /member/exchange/by/mobile (/exchange/by/mobile): no login; phone + SMS code + redemption code. */
export const redeemByMobileBodySchema = z.extend(redeemBodySchema, {
  phone: phoneSchema,
  smsCode: z.string().check(z.trim(), z.regex(/^\d{4,6}$/, '请输入正确的验证码')),
});
export const redeemResultSchema = z.object({
  planName: z.string(),
  level: z.int(),
  days: z.int(),
  expireAt: z.number(),
  /** Set by the by-mobile call: the account is signed in. */
  token: z.optional(z.string()),
});

/** Company sizes offered on /firm/apply. */
export const FIRM_SIZES = ['1-20', '21-100', '101-500', '500+'] as const;

/** POST /firm/apply: enterprise trial (/firm/apply); one per credit code unless refused. */
export const firmApplyBodySchema = z.object({
  companyName: z
    .string()
    .check(z.trim(), z.minLength(4, '请填写企业全称'), z.maxLength(60, '企业名称过长')),
  creditCode: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.refine(isCreditCode, '请输入正确的统一社会信用代码')),
  contactName: z
    .string()
    .check(z.trim(), z.minLength(2, '请填写联系人'), z.maxLength(20, '联系人姓名过长')),
  contactPhone: phoneSchema,
  smsCode: z.string().check(z.trim(), z.regex(/^\d{4,6}$/, '请输入正确的验证码')),
  position: z.optional(z.string().check(z.trim(), z.maxLength(20, '职位最多20字'))),
  employeeCount: z.enum(FIRM_SIZES, { message: '请选择企业规模' }),
  city: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  remark: z.optional(z.string().check(z.trim(), z.maxLength(300, '备注最多300字'))),
});
export type FirmApplyBody = z.infer<typeof firmApplyBodySchema>;
/** Application status: 0 待审核, 1 已开通 (trial opened), 2 未通过 (with the reason). */
export const FIRM_STATUS_TEXT = ['待审核', '已开通', '未通过'] as const;
export const firmApplicationSchema = z.object({
  id: z.int(),
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.int(),
  statusText: z.string(),
  rejectReason: z.nullable(z.string()),
  createdAt: z.number(),
});
export type FirmApplication = z.infer<typeof firmApplicationSchema>;
export const firmApplicationOrNullSchema = z.nullable(firmApplicationSchema);
/** POST /__sim/member/firm/review (QA): decide the latest pending application of a credit code. */
export const firmReviewBodySchema = z.object({
  creditCode: z.string(),
  approve: z.boolean(),
  reason: z.optional(z.string().check(z.maxLength(100))),
});

/** POST /member/card/activate (auth): a member card by number + password. */
export const memberCardActivateBodySchema = z.object({
  cardNo: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^MC\d{10}$/, '请输入正确的会员卡号（MC开头的12位）'),
    ),
  password: z.string().check(z.trim(), z.regex(/^\d{6}$/, '请输入6位数字卡密')),
});
export type MemberCardActivateBody = z.infer<typeof memberCardActivateBodySchema>;
/** A member card the user activated (GET /member/card/:id and the activation's answer). */
export const memberCardSchema = z.object({
  id: z.int(),
  cardNo: z.string(),
  planName: z.string(),
  days: z.int(),
  activatedAt: z.number(),
  /** The membership's expiry after the card's days were added. */
  memberExpireAt: z.nullable(z.number()),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** `/:id` of a welfare or coupon template. */
export const memberIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive('编号须为正整数')),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /member/plans: 会员套餐 */
export const memberPlansEndpoint = {
  method: 'GET',
  path: '/member/plans',
  response: memberPlanListSchema,
} as const satisfies Endpoint;

/** GET /member/rights: 会员权益对比 */
export const memberRightsEndpoint = {
  method: 'GET',
  path: '/member/rights',
  response: memberRightListSchema,
} as const satisfies Endpoint;

/** GET /member/center: 会员中心 */
export const memberCenterEndpoint = {
  method: 'GET',
  path: '/member/center',
  response: memberCenterSchema,
} as const satisfies Endpoint;

/** GET /member/welfare: 会员福利列表 */
export const memberWelfareEndpoint = {
  method: 'GET',
  path: '/member/welfare',
  response: welfareListSchema,
} as const satisfies Endpoint;

/** POST /member/welfare/claim/:id: 领取会员福利 */
export const memberWelfareClaimEndpoint = {
  method: 'POST',
  path: '/member/welfare/claim/:id',
  params: memberIdParamsSchema,
  response: welfareClaimResultSchema,
} as const satisfies Endpoint;

/** GET /member/coupons: 我的优惠券（status 0 未使用 1 已使用 2 已过期） */
export const memberCouponsEndpoint = {
  method: 'GET',
  path: '/member/coupons',
  query: couponQuerySchema,
  response: couponListSchema,
} as const satisfies Endpoint;

/** GET /member/coupon/templates: 可领取的优惠券 */
export const memberCouponTemplatesEndpoint = {
  method: 'GET',
  path: '/member/coupon/templates',
  response: couponTemplateListSchema,
} as const satisfies Endpoint;

/** POST /member/coupon/receive/:id: 领取优惠券（每种一张，如 /consult 的免费咨询券） */
export const memberCouponReceiveEndpoint = {
  method: 'POST',
  path: '/member/coupon/receive/:id',
  params: memberIdParamsSchema,
  response: couponListSchema,
} as const satisfies Endpoint;

/** POST /member/exchange: 兑换码兑换会员 */
export const memberExchangeEndpoint = {
  method: 'POST',
  path: '/member/exchange',
  body: redeemBodySchema,
  response: redeemResultSchema,
} as const satisfies Endpoint;

/** POST /member/exchange/by/mobile: 手机号 + 验证码 + 兑换码兑换（免登录） */
export const memberExchangeByMobileEndpoint = {
  method: 'POST',
  path: '/member/exchange/by/mobile',
  body: redeemByMobileBodySchema,
  response: redeemResultSchema,
} as const satisfies Endpoint;

/** POST /firm/apply: 企业试用申请 */
export const firmApplyEndpoint = {
  method: 'POST',
  path: '/firm/apply',
  body: firmApplyBodySchema,
  response: firmApplicationSchema,
} as const satisfies Endpoint;

/** GET /firm/apply/latest: 我最近的企业试用申请 */
export const firmApplyLatestEndpoint = {
  method: 'GET',
  path: '/firm/apply/latest',
  response: firmApplicationOrNullSchema,
} as const satisfies Endpoint;

/** POST /member/trial: 领取会员试用（每人一次） */
export const memberTrialEndpoint = {
  method: 'POST',
  path: '/member/trial',
  response: memberTrialResultSchema,
} as const satisfies Endpoint;

/** POST /member/card/activate: 激活会员卡（卡号 + 卡密） */
export const memberCardActivateEndpoint = {
  method: 'POST',
  path: '/member/card/activate',
  body: memberCardActivateBodySchema,
  response: memberCardSchema,
} as const satisfies Endpoint;

/** GET /member/card/:id: 我激活的会员卡 */
export const memberCardEndpoint = {
  method: 'GET',
  path: '/member/card/:id',
  params: memberIdParamsSchema,
  response: memberCardSchema,
} as const satisfies Endpoint;
