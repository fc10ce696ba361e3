import { z } from 'zod';
import { phoneSchema } from './auth';
import { pageQuerySchema } from './envelope';

/** Integral mall goods categories. Virtual goods (course, member, coupon) need no address. */
export const MALL_CATEGORIES = { gift: '实物礼品', book: '书籍资料', course: '课程兑换', member: '会员权益' } as const;
export type MallCategory = keyof typeof MALL_CATEGORIES;
export const mallCategorySchema = z.enum(Object.keys(MALL_CATEGORIES) as [MallCategory, ...MallCategory[]], { error: '商品分类不存在' });

export const idParamsSchema = z.object({ id: z.coerce.number({ error: '编号须为正整数' }).int('编号须为正整数').positive('编号须为正整数') });

/** GET /integral/goods/list */
export const goodsListQuerySchema = pageQuerySchema.extend({ category: mallCategorySchema.optional(), sort: z.enum(['default', 'points-asc', 'points-desc', 'sales']).default('default') });
export const goodsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  category: z.string(),
  categoryName: z.string(),
  /** Price in points; `cashCents` is added cash (0 for most). */
  points: z.number().int(),
  cashCents: z.number().int(),
  marketPriceCents: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  virtual: z.boolean(),
  tag: z.string().nullable(),
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
/** GET /integral/goods/detail/{id} */
export const goodsDetailSchema = goodsSummarySchema.extend({ detailHtml: z.string(), limitPerUser: z.number().int(), exchangedByMe: z.number().int() });
/** GET /integral/account */
export const mallAccountSchema = z.object({ points: z.number().int(), exchangedCount: z.number().int() });

/** Recipient address (/integral/exchange). */
export const addressBodySchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(2, '请填写收货人姓名').max(20, '收货人姓名过长'),
  phone: phoneSchema,
  province: z.string().trim().min(2, '请选择省份').max(20),
  city: z.string().trim().min(2, '请选择城市').max(20),
  district: z.string().trim().min(1, '请选择区县').max(20),
  detail: z.string().trim().min(5, '请填写详细地址（至少5个字）').max(100, '详细地址最多100字'),
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBodySchema>;
export const addressSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), province: z.string(), city: z.string(), district: z.string(), detail: z.string(), isDefault: z.boolean() });
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

/** POST /integral/order/submit (/integral/order). */
export const mallOrderBodySchema = z.object({
  goodsId: z.number().int().positive('商品编号须为正整数'),
  quantity: z.number().int('数量须为整数').min(1, '数量须在1 - 10之间').max(10, '数量须在1 - 10之间').default(1),
  addressId: z.number().int().positive().optional(),
  remark: z.string().trim().max(100, '备注最多100字').optional(),
});
export type MallOrderBody = z.input<typeof mallOrderBodySchema>;

/** Mall order status: 0 待发货, 1 已发货, 2 已签收 (virtual goods: 2 已发放 at once). */
export const MALL_ORDER_STATUS = { PENDING: 0, SHIPPED: 1, DELIVERED: 2 } as const;
export const mallOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  goods: goodsSummarySchema,
  quantity: z.number().int(),
  points: z.number().int(),
  cashCents: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  address: addressSchema.omit({ id: true, isDefault: true }).nullable(),
  remark: z.string().nullable(),
  /** What a virtual good gave (e.g. a coupon code or membership days). */
  deliveryNote: z.string().nullable(),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  createdAt: z.number(),
});
export type MallOrder = z.infer<typeof mallOrderSchema>;

/** GET /integral/express/{id}: logistics of an order, traces latest first. */
export const logisticsSchema = z.object({
  orderId: z.number().int(),
  company: z.string(),
  trackingNo: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  traces: z.array(z.object({ time: z.number(), text: z.string() })),
});
