import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import { pageQuerySchema } from './envelope';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';
import { activitySignupBodySchema } from './activity';

/** orderType of the order validation payload (docs/product.md「订单与支付」). */
export const ORDER_TYPES = {
  MEMBER: 1,
  COURSE: 2,
  SERIES: 3,
  CONSULT: 4,
  REWARD: 5,
  ACTIVITY: 6,
  COINS: 7,
} as const;
export const ORDER_TYPE_NAMES: Record<number, string> = {
  1: '会员',
  2: '单节课程',
  3: '系列课程',
  4: '专家咨询',
  5: '打赏',
  6: '活动报名',
  7: '金币充值',
};
/** consultType: 1 图文咨询, 2 电话咨询. */
export const CONSULT_TYPES = { TEXT: 1, PHONE: 2 } as const;
/** rewardRecordType (0 allowed): 0 article, 1 Q&A answer, 2 course. */
export const REWARD_TARGETS = { ARTICLE: 0, ANSWER: 1, COURSE: 2 } as const;
/** rewardSeries: index into the preset tip amounts (cents). */
export const REWARD_PRESETS_CENTS = [188, 588, 888, 1888, 6666] as const;
/** A custom tip (rewardAmount, cents) lies within these bounds: ¥1 to ¥200. */
export const REWARD_AMOUNT_CENTS = { min: 100, max: 20000 } as const;

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

/**
 * The order validation payload (docs/product.md「订单与支付」): POST /v3/order/valid (and
 * /v3/order/create). goodsId: plan id (1), course id (2, 3), expert user id (4), the tipped
 * article/answer/course (5) a paid activity (6, with `signup`: who attends, as the free sign-up
 * form asks) or a coin package (7).
 */
export const orderValidBodySchema = z
  .object({
    orderType: z.union(
      [
        z.literal(1),
        z.literal(2),
        z.literal(3),
        z.literal(4),
        z.literal(5),
        z.literal(6),
        z.literal(7),
      ],
      {
        message: '订单类型不正确',
      },
    ),
    couponEachCode: z.nullable(
      z.optional(z.string().check(z.trim(), z.maxLength(32, '优惠券不正确'))),
    ),
    goodsId: z
      .number({ message: '商品编号须为正整数' })
      .check(z.int('商品编号须为正整数'), z.positive('商品编号须为正整数')),
    goodsQuantity: z._default(
      z
        .number()
        .check(
          z.int('数量须为整数'),
          z.minimum(1, '数量须在1 - 99之间'),
          z.maximum(99, '数量须在1 - 99之间'),
        ),
      1,
    ),
    useRight: z._default(flag, false),
    consultType: z.optional(z.union([z.literal(1), z.literal(2)], { message: '咨询方式不正确' })),
    consultTax: z.optional(z.string().check(z.trim(), z.maxLength(200, '咨询问题最多200字'))),
    urgentCode: z._default(flag, false),
    rewardAmount: z.optional(
      z
        .number()
        .check(
          z.int('打赏金额须为整数分'),
          z.minimum(REWARD_AMOUNT_CENTS.min, '打赏金额须在1 - 200元之间'),
          z.maximum(REWARD_AMOUNT_CENTS.max, '打赏金额须在1 - 200元之间'),
        ),
    ),
    rewardSeries: z.optional(
      z
        .int()
        .check(
          z.minimum(0, '打赏档位不正确'),
          z.maximum(REWARD_PRESETS_CENTS.length - 1, '打赏档位不正确'),
        ),
    ),
    rewardRecordType: z.optional(
      z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '打赏对象类型不正确' }),
    ),
    /** Paid activity sign-up (6): the attendee, validated as the free sign-up form is. Not needed for a quote. */
    signup: z.optional(activitySignupBodySchema),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.orderType === 4 && b.consultType === undefined)
        ctx.addIssue({ code: 'custom', message: '请选择咨询方式', path: ['consultType'] });
      if (b.orderType === 4 && !b.consultTax)
        ctx.addIssue({ code: 'custom', message: '请填写咨询的涉税问题', path: ['consultTax'] });
      if (b.orderType === 5 && b.rewardAmount === undefined && b.rewardSeries === undefined)
        ctx.addIssue({ code: 'custom', message: '请选择打赏金额', path: ['rewardAmount'] });
      if (b.orderType === 5 && b.rewardRecordType === undefined)
        ctx.addIssue({ code: 'custom', message: '打赏对象类型不正确', path: ['rewardRecordType'] });
    }),
  );
export type OrderValidBody = z.input<typeof orderValidBodySchema>;

export const usableCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  amountCents: centsSchema,
  thresholdCents: centsSchema,
  expireAt: z.number(),
});

/** POST /v3/order/valid's data: the price the user will pay, all in cents. */
export const orderQuoteSchema = z.object({
  orderType: z.int(),
  orderTypeName: z.string(),
  goodsId: z.int(),
  goodsTitle: z.string(),
  quantity: z.int(),
  unitPriceCents: centsSchema,
  totalCents: centsSchema,
  urgentFeeCents: centsSchema,
  rightDiscountCents: centsSchema,
  couponDiscountCents: centsSchema,
  payCents: centsSchema,
  coupon: z.nullable(usableCouponSchema),
  usableCoupons: z.array(usableCouponSchema),
  /** Whether a membership right covers it (member-free courses). */
  canUseRight: z.boolean(),
  /** Already owned (course bought before): nothing to pay. */
  owned: z.boolean(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** Order status: 0 awaiting payment, 1 paid, 2 cancelled, 3 closed (not paid within {@link ORDER_PAY_MINUTES}). */
export const ORDER_STATUS = { UNPAID: 0, PAID: 1, CANCELLED: 2, CLOSED: 3 } as const;
/** An unpaid order closes this long after it was placed; its coupon is released. */
export const ORDER_PAY_MINUTES = 30;
export const orderSchema = z.object({
  orderNo: z.string(),
  orderType: z.int(),
  orderTypeName: z.string(),
  goodsId: z.int(),
  goodsTitle: z.string(),
  quantity: z.int(),
  totalCents: centsSchema,
  discountCents: centsSchema,
  payCents: centsSchema,
  couponCode: z.nullable(z.string()),
  status: z.int(),
  statusText: z.string(),
  payChannel: z.nullable(z.string()),
  createdAt: z.number(),
  paidAt: z.nullable(z.number()),
  /** When an unpaid order closes (ms, the server's clock). */
  expireAt: z.number(),
  /** Server time of this answer, so the app counts the time left on the server's clock. */
  serverNow: z.number(),
  /** The last payment attempt that did not go through (支付已取消 / 支付失败…), else null. */
  payFailure: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** H5 cashier channels (a phone browser): the mock serves the cashier page of each. */
export const CASHIER_CHANNELS = ['wechat', 'alipay'] as const;
export type CashierChannel = (typeof CASHIER_CHANNELS)[number];
/** POST /v3/order/cashier: where to pay an unpaid order in a browser, and where to come back. */
export const orderCashierBodySchema = z.object({
  orderNo: z.string().check(z.trim(), z.regex(/^\d{18}$/, '订单号不正确')),
  channel: z.enum(CASHIER_CHANNELS, { message: '请选择支付方式' }),
  /** The app's page to return to (an http(s) URL under /app/), with or without payment. */
  returnUrl: z.string().check(
    z.maxLength(500, '返回地址不正确'),
    z.refine((v) => /^https?:\/\/[^/\s]+\/app\/[^\s]*$/.test(v), '返回地址不正确'),
  ),
});
export type OrderCashierBody = z.infer<typeof orderCashierBodySchema>;
export const orderCashierSchema = z.object({ cashierUrl: z.string(), expireAt: z.number() });

/** POST /v3/order/pay: simulated payment (always succeeds unless a scenario control fails it). */
export const orderPayBodySchema = z.object({
  orderNo: z.string().check(z.trim(), z.regex(/^\d{18}$/, '订单号不正确')),
  channel: z.enum(['wechat', 'alipay', 'applepay'], { message: '请选择支付方式' }),
});
export const orderNoParamsSchema = z.object({
  orderNo: z.string().check(z.regex(/^\d{18}$/, '订单号不正确')),
});
export const orderListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(
    z.coerce
      .number({ error: '状态不正确' })
      .check(z.int('状态不正确'), z.minimum(0, '状态不正确'), z.maximum(3, '状态不正确')),
  ),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /v3/order/valid: 订单校验与计价（金额单位：分） */
export const v3OrderValidEndpoint = {
  method: 'POST',
  path: '/v3/order/valid',
  body: orderValidBodySchema,
  response: orderQuoteSchema,
} as const satisfies Endpoint;

/** POST /v3/order/create: 下单（实付为 0 时直接完成） */
export const v3OrderCreateEndpoint = {
  method: 'POST',
  path: '/v3/order/create',
  body: orderValidBodySchema,
  response: orderSchema,
} as const satisfies Endpoint;

/** POST /v3/order/pay: 支付订单（模拟支付） */
export const v3OrderPayEndpoint = {
  method: 'POST',
  path: '/v3/order/pay',
  body: orderPayBodySchema,
  response: orderSchema,
} as const satisfies Endpoint;

/** POST /v3/order/cashier: H5 收银台地址（浏览器内支付） */
export const v3OrderCashierEndpoint = {
  method: 'POST',
  path: '/v3/order/cashier',
  body: orderCashierBodySchema,
  response: orderCashierSchema,
} as const satisfies Endpoint;

/** POST /order/cancel/:orderNo: 取消未支付订单（退回优惠券） */
export const orderCancelEndpoint = {
  method: 'POST',
  path: '/order/cancel/:orderNo',
  params: orderNoParamsSchema,
  response: orderSchema,
} as const satisfies Endpoint;

/** GET /order/list: 我的订单 */
export const orderListEndpoint = {
  method: 'GET',
  path: '/order/list',
  query: orderListQuerySchema,
  response: pageOf(orderSchema),
} as const satisfies Endpoint;

/** GET /order/detail/:orderNo: 订单详情 */
export const orderDetailEndpoint = {
  method: 'GET',
  path: '/order/detail/:orderNo',
  params: orderNoParamsSchema,
  response: orderSchema,
} as const satisfies Endpoint;

/** An expert one can consult through 直通车, with the server's prices (cents) per consultType. */
export const consultExpertSchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  company: z.nullable(z.string()),
  textCents: centsSchema,
  phoneCents: centsSchema,
});
export type ConsultExpert = z.infer<typeof consultExpertSchema>;
/** GET /v3/order/consult/experts: the experts and what a consultation costs, urgency's fee included. */
export const consultExpertsSchema = z.object({
  experts: z.array(consultExpertSchema),
  urgentFeeCents: centsSchema,
});
export type ConsultExperts = z.infer<typeof consultExpertsSchema>;

/** GET /v3/order/consult/experts: 直通车：可咨询的专家与价格（金额单位：分） */
export const v3ConsultExpertsEndpoint = {
  method: 'GET',
  path: '/v3/order/consult/experts',
  response: consultExpertsSchema,
} as const satisfies Endpoint;
