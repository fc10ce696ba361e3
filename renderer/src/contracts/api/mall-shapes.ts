/** The integral mall's shapes: goods, the points account and bill, addresses, exchange orders. */
import * as z from 'zod/mini';
import { clientKeySchema, optionalClientKeySchema } from './client-key';
import { centsSchema, pointsSchema, stockSchema } from './money-shapes';
import { pageQuerySchema } from './envelope';
import { recipientShape } from './recipient-shape';

/** Integral mall goods categories. Virtual goods (course, member, coupon) need no address. */
export const MALL_CATEGORIES = {
  gift: '实物礼品',
  book: '书籍资料',
  course: '课程兑换',
  member: '会员权益',
} as const;
export type MallCategory = keyof typeof MALL_CATEGORIES;
export const mallCategorySchema = z.enum(
  Object.keys(MALL_CATEGORIES) as [MallCategory, ...MallCategory[]],
  { error: '商品分类不存在' },
);

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: '编号须为正整数' })
    .check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** GET /integral/goods/list */
export const goodsListQuerySchema = z.extend(pageQuerySchema, {
  category: z.optional(mallCategorySchema),
  sort: z._default(z.enum(['default', 'points-asc', 'points-desc', 'sales']), 'default'),
});
export const goodsSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  cover: z.string(),
  category: z.string(),
  categoryName: z.string(),
  /** Price in points; `cashCents` is added cash (0 for most). */
  points: pointsSchema,
  cashCents: centsSchema,
  marketPriceCents: centsSchema,
  stock: stockSchema,
  sales: z.int(),
  virtual: z.boolean(),
  tag: z.nullable(z.string()),
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
/** GET /integral/goods/detail/{id} */
export const goodsDetailSchema = z.extend(goodsSummarySchema, {
  detailHtml: z.string(),
  limitPerUser: z.int(),
  exchangedByMe: z.int(),
  /** The exchange window (ms); null when open-ended. */
  startAt: z.nullable(z.number()),
  endAt: z.nullable(z.number()),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

/** Most of one good in one order (the order body's quantity bound). */
export const MAX_PER_ORDER = 10;

/** Why a good cannot be exchanged now, in the order both the detail button and the server check. */
export type ExchangeBlock =
  | { kind: 'not-started' | 'ended' | 'sold-out' | 'limit-reached' }
  | { kind: 'short'; shortBy: number }
  | { kind: 'open' };

/** The first reason `goods` cannot be exchanged by a user holding `points` (null when unknown, logged out). */
export function exchangeBlockOf(
  goods: Pick<
    GoodsDetail,
    'startAt' | 'endAt' | 'stock' | 'limitPerUser' | 'exchangedByMe' | 'points'
  >,
  points: number | null,
  now: number,
  quantity = 1,
): ExchangeBlock {
  if (goods.startAt !== null && now < goods.startAt) return { kind: 'not-started' };
  if (goods.endAt !== null && now >= goods.endAt) return { kind: 'ended' };
  if (goods.stock <= 0) return { kind: 'sold-out' };
  if (goods.exchangedByMe >= goods.limitPerUser) return { kind: 'limit-reached' };
  const cost = goods.points * quantity;
  if (points !== null && points < cost) return { kind: 'short', shortBy: cost - points };
  return { kind: 'open' };
}

/**
 * The quantity stepper's upper bound: the per-order limit, what the per-user limit still allows,
 * and the stock; at least 1 so an open good can always be ordered once.
 */
export function maxQuantityOf(
  goods: Pick<GoodsDetail, 'stock' | 'limitPerUser' | 'exchangedByMe'>,
): number {
  return Math.max(
    1,
    Math.min(MAX_PER_ORDER, goods.limitPerUser - goods.exchangedByMe, goods.stock),
  );
}
/** GET /integral/account: the balance and today's check-in. */
export const mallAccountSchema = z.object({
  /** Points the user can spend now. */
  points: pointsSchema,
  /**
   * Points held by exchanges still open (待发货 / 待收货): already taken from `points`, spent for good
   * when the order completes, returned when it is closed. 0 when nothing is open.
   */
  frozenPoints: pointsSchema,
  exchangedCount: z.int(),
  checkedInToday: z.boolean(),
  /** Consecutive days checked in, today included when done (0 when the run is broken). */
  checkinStreak: z.int(),
  /** Points earned today (the mock's clock) by reading articles: at most READ_DAILY_CAP_POINTS. */
  readPointsToday: pointsSchema,
  /** Points earned today by finishing a challenge or an exam: 0 or ANSWER_POINTS. */
  answerPointsToday: pointsSchema,
});
export type MallAccount = z.infer<typeof mallAccountSchema>;

/** Daily check-in: 10 points a day, 30 on every 7th consecutive day. */
export const CHECKIN_POINTS = 10;
export const CHECKIN_WEEK_BONUS_POINTS = 30;
/** The points a check-in gives on day `streak` of a run of consecutive days (1-based). */
export function checkinRewardFor(streak: number): number {
  return streak > 0 && streak % 7 === 0 ? CHECKIN_WEEK_BONUS_POINTS : CHECKIN_POINTS;
}
/**
 * Reading: a signed-in reader earns READ_POINTS for each distinct article opened, for the first
 * READ_DAILY_ARTICLES articles of the day (Beijing time, by the server's clock); a re-read earns nothing.
 */
export const READ_POINTS = 2;
export const READ_DAILY_ARTICLES = 5;
export const READ_DAILY_CAP_POINTS = READ_POINTS * READ_DAILY_ARTICLES;
/** Answering: the first questionnaire challenge or exam attempt finished each day earns ANSWER_POINTS. */
export const ANSWER_POINTS = 10;

/** POST /integral/checkin */
export const checkinResultSchema = z.object({
  reward: pointsSchema,
  streak: z.int(),
  points: pointsSchema,
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;

/** GET /integral/points/bill: one line of the points bill (收支明细), newest first. */
export const pointsBillEntrySchema = z.object({
  id: z.int(),
  /** Positive when earned, negative when spent. */
  delta: z.int(),
  reason: z.string(),
  createdAt: z.number(),
  /** The exchange this line paid for, if any (its detail is /integral/iec/detail?id=). */
  orderId: z.nullable(z.int()),
  /** The points of an exchange still open (待发货 / 待收货): frozen until it completes or is closed. */
  frozen: z.boolean(),
});
export type PointsBillEntry = z.infer<typeof pointsBillEntrySchema>;
/** The bill's filter: 收入 (points earned) or 支出 (points spent); both when left out. */
export const POINTS_BILL_TYPES = { income: '收入', expense: '支出' } as const;
export type PointsBillType = keyof typeof POINTS_BILL_TYPES;
/** GET /integral/points/bill query: a page, optionally of one direction only. */
export const pointsBillQuerySchema = z.extend(pageQuerySchema, {
  type: z.optional(
    z.enum(['income', 'expense'], { error: '收支类型须为 income（收入）或 expense（支出）' }),
  ),
});

/** Recipient address (/integral/exchange). */
export const addressBodySchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  ...recipientShape,
  isDefault: z._default(z.boolean(), false),
  clientKey: optionalClientKeySchema,
});
export type AddressBody = z.input<typeof addressBodySchema>;
export const addressSchema = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

/** The order remark's length limit. */
export const REMARK_MAX = 150;

/** POST /integral/order/submit (/integral/order). */
export const mallOrderBodySchema = z.object({
  goodsId: z.int().check(z.positive('商品编号须为正整数')),
  quantity: z._default(
    z
      .number()
      .check(
        z.int('数量须为整数'),
        z.minimum(1, '数量须在1 - 10之间'),
        z.maximum(10, '数量须在1 - 10之间'),
      ),
    1,
  ),
  addressId: z.optional(z.int().check(z.positive())),
  remark: z.optional(
    z.string().check(z.trim(), z.maxLength(REMARK_MAX, `备注最多${REMARK_MAX}字`)),
  ),
  /**
   * One key per exchange the user confirms (required: 400 without one): a retried or double-sent
   * request with the same key answers the first order and spends nothing again.
   */
  clientKey: clientKeySchema,
});
export type MallOrderBody = z.input<typeof mallOrderBodySchema>;

/**
 * Mall order status: 0 待发货 → 1 待收货 (shipped) → 2 已完成 (confirmed by the user, or by the server
 * 15 days after shipping); 3 已关闭 (rejected before shipping, points returned). Virtual goods are
 * issued at once: 2 (已发放).
 */
export const MALL_ORDER_STATUS = { PENDING: 0, SHIPPED: 1, DONE: 2, CLOSED: 3 } as const;
/** Days after shipping when the server confirms receipt by itself. */
export const AUTO_CONFIRM_DAYS = 15;
export const mallOrderSchema = z.object({
  id: z.int(),
  orderNo: z.string(),
  goods: goodsSummarySchema,
  quantity: z.int(),
  points: pointsSchema,
  cashCents: centsSchema,
  status: z.int(),
  statusText: z.string(),
  address: z.nullable(z.omit(addressSchema, { id: true, isDefault: true })),
  remark: z.nullable(z.string()),
  /** What a virtual good gave (e.g. a coupon code or membership days). */
  deliveryNote: z.nullable(z.string()),
  /** The codes a virtual good issued (coupon codes), to copy; empty otherwise. */
  codes: z.array(z.string()),
  expressCompany: z.nullable(z.string()),
  expressNo: z.nullable(z.string()),
  createdAt: z.number(),
  shippedAt: z.nullable(z.number()),
  /** When it was completed: confirmed, confirmed automatically, or issued (virtual). */
  finishedAt: z.nullable(z.number()),
  /** Completed by the server 15 days after shipping rather than by the user. */
  autoConfirmed: z.boolean(),
  /** While 待收货: when the server will confirm receipt by itself. */
  autoConfirmAt: z.nullable(z.number()),
  closedAt: z.nullable(z.number()),
  closeReason: z.nullable(z.string()),
});
export type MallOrder = z.infer<typeof mallOrderSchema>;

/** GET /integral/express/{id}: logistics of an order, traces newest first (none before shipping). */
export const logisticsSchema = z.object({
  orderId: z.int(),
  company: z.nullable(z.string()),
  trackingNo: z.nullable(z.string()),
  status: z.int(),
  statusText: z.string(),
  traces: z.array(z.object({ time: z.number(), text: z.string() })),
});
export type Logistics = z.infer<typeof logisticsSchema>;

/** The record page's tabs (全部 / 待发货 / 待收货 / 已完成); 已关闭 orders show under 全部 only. */
export const RECORD_TABS = {
  all: '全部',
  pending: '待发货',
  shipped: '待收货',
  done: '已完成',
} as const;
export type RecordTab = keyof typeof RECORD_TABS;
export const recordQuerySchema = z.extend(pageQuerySchema, {
  tab: z._default(
    z.enum(['all', 'pending', 'shipped', 'done'], { error: '记录分类不存在' }),
    'all',
  ),
});
/** GET /integral/exchange/counts: one count per tab. */
export const recordCountsSchema = z.object({
  all: z.int(),
  pending: z.int(),
  shipped: z.int(),
  done: z.int(),
});
export type RecordCounts = z.infer<typeof recordCountsSchema>;
