import { z } from 'zod';
import { pageQuerySchema } from './envelope';

/** orderType of the order validation payload (spec §3). */
export const ORDER_TYPES = { MEMBER: 1, COURSE: 2, SERIES: 3, CONSULT: 4, REWARD: 5 } as const;
export const ORDER_TYPE_NAMES: Record<number, string> = { 1: '会员', 2: '单节课程', 3: '系列课程', 4: '专家咨询', 5: '打赏' };
/** consultType: 1 图文咨询, 2 电话咨询. */
export const CONSULT_TYPES = { TEXT: 1, PHONE: 2 } as const;
/** rewardRecordType (0 allowed): 0 article, 1 Q&A answer, 2 course. */
export const REWARD_TARGETS = { ARTICLE: 0, ANSWER: 1, COURSE: 2 } as const;
/** rewardSeries: index into the preset tip amounts (cents). */
export const REWARD_PRESETS_CENTS = [188, 588, 888, 1888, 6666] as const;

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * Spec §3 order validation payload: POST /v3/order/valid (and /v3/order/create).
 * goodsId: plan id (1), course id (2, 3), expert user id (4) or the tipped article/answer/course (5).
 */
export const orderValidBodySchema = z
  .object({
    orderType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { message: '订单类型不正确' }),
    couponEachCode: z.string().trim().max(32, '优惠券不正确').optional().nullable(),
    goodsId: z.number({ message: '商品编号须为正整数' }).int('商品编号须为正整数').positive('商品编号须为正整数'),
    goodsQuantity: z.number().int('数量须为整数').min(1, '数量须在1 - 99之间').max(99, '数量须在1 - 99之间').default(1),
    useRight: flag.default(false),
    consultType: z.union([z.literal(1), z.literal(2)], { message: '咨询方式不正确' }).optional(),
    consultTax: z.string().trim().max(200, '咨询问题最多200字').optional(),
    urgentCode: flag.default(false),
    rewardAmount: z.number().int('打赏金额须为整数分').min(100, '打赏金额须在1 - 200元之间').max(20000, '打赏金额须在1 - 200元之间').optional(),
    rewardSeries: z.number().int().min(0, '打赏档位不正确').max(REWARD_PRESETS_CENTS.length - 1, '打赏档位不正确').optional(),
    rewardRecordType: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '打赏对象类型不正确' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.orderType === 4 && b.consultType === undefined) ctx.addIssue({ code: 'custom', message: '请选择咨询方式', path: ['consultType'] });
    if (b.orderType === 4 && !b.consultTax) ctx.addIssue({ code: 'custom', message: '请填写咨询的涉税问题', path: ['consultTax'] });
    if (b.orderType === 5 && b.rewardAmount === undefined && b.rewardSeries === undefined)
      ctx.addIssue({ code: 'custom', message: '请选择打赏金额', path: ['rewardAmount'] });
    if (b.orderType === 5 && b.rewardRecordType === undefined) ctx.addIssue({ code: 'custom', message: '打赏对象类型不正确', path: ['rewardRecordType'] });
  });
export type OrderValidBody = z.input<typeof orderValidBodySchema>;

export const usableCouponSchema = z.object({ code: z.string(), title: z.string(), amountCents: z.number().int(), thresholdCents: z.number().int(), expireAt: z.number() });

/** POST /v3/order/valid's data: the price the user will pay, all in cents. */
export const orderQuoteSchema = z.object({
  orderType: z.number().int(),
  orderTypeName: z.string(),
  goodsId: z.number().int(),
  goodsTitle: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  urgentFeeCents: z.number().int(),
  rightDiscountCents: z.number().int(),
  couponDiscountCents: z.number().int(),
  payCents: z.number().int(),
  coupon: usableCouponSchema.nullable(),
  usableCoupons: z.array(usableCouponSchema),
  /** Whether a membership right covers it (member-free courses). */
  canUseRight: z.boolean(),
  /** Already owned (course bought before): nothing to pay. */
  owned: z.boolean(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** Order status: 0 awaiting payment, 1 paid, 2 cancelled. */
export const ORDER_STATUS = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;
export const orderSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  orderTypeName: z.string(),
  goodsId: z.number().int(),
  goodsTitle: z.string(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
  discountCents: z.number().int(),
  payCents: z.number().int(),
  couponCode: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  payChannel: z.string().nullable(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /v3/order/pay: simulated payment (always succeeds unless a scenario control fails it). */
export const orderPayBodySchema = z.object({
  orderNo: z.string().trim().regex(/^\d{18}$/, '订单号不正确'),
  channel: z.enum(['wechat', 'alipay', 'applepay'], { message: '请选择支付方式' }),
});
export const orderNoParamsSchema = z.object({ orderNo: z.string().regex(/^\d{18}$/, '订单号不正确') });
export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number({ error: '状态不正确' }).int('状态不正确').min(0, '状态不正确').max(2, '状态不正确').optional(),
});
