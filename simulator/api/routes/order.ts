import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  ORDER_TYPES,
  ORDER_TYPE_NAMES,
  REWARD_PRESETS_CENTS,
  type orderQuoteSchema,
  type orderValidBodySchema,
  v3OrderValidEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
  orderCancelEndpoint,
  orderListEndpoint,
  orderDetailEndpoint,
  v3ConsultExpertsEndpoint,
} from '../../../renderer/src/contracts/api/order';
import { signupRefusal, signupState } from '../lib/activity-state';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { activityQueries } from '../queries/activity';
import { rewardQueries } from '../queries/reward';
import { addCoins, coinPackage } from './coin';
import { defineRoute } from '../lib/route';
import {
  amountToPay,
  basePrice,
  couponDiscount,
  couponFits,
  couponRefusal,
} from '../lib/order-pricing';
import { createReadCache } from '../lib/read-cache';
import { quoteHoldsUntil } from './order-quote-until';
import { activeLevel, getUser } from '../lib/users';
import { grantMembership, userCoupons } from './member';
import { iapRoutes } from './iap';
import { orderCashierRoutes } from './order-cashier';
import { payChannelRoutes } from './pay-channels';
import type { Db } from '../db/types';

type OrderBody = z.infer<typeof orderValidBodySchema>;
type Quote = z.infer<typeof orderQuoteSchema>;

/** Consultation prices (cents): 图文 ¥99, 电话 ¥299; urgent answers within 2 hours add ¥50. */
export const CONSULT_PRICES_CENTS: Record<number, number> = { 1: 9900, 2: 29900 };
export const URGENT_FEE_CENTS = 5000;
const REWARD_TARGET_NAMES = ['文章', '回答', '课程'] as const;
const STATUS_TEXT = ['待支付', '已支付', '已取消', '已关闭'] as const;
const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;
const ALREADY_OWNED = '您已购买该课程，无需重复购买';
const ALREADY_SIGNED_UP = '您已报名该活动，无需重复支付';
/** Why goods the user already has cannot be bought again, by order type. */
const ownedMessage = (orderType: number): string =>
  orderType === ORDER_TYPES.ACTIVITY ? ALREADY_SIGNED_UP : ALREADY_OWNED;

type Goods = {
  title: string;
  unitCents: number;
  canUseRight: boolean;
  owned: boolean;
  coupons: boolean;
};

function resolveGoods(db: Db, userId: number, body: OrderBody, now: number): Goods {
  switch (body.orderType) {
    case ORDER_TYPES.MEMBER: {
      const plan = db
        .prepare<[number], { name: string; price_cents: number }>(
          'SELECT name, price_cents FROM member_plans WHERE id = ?',
        )
        .get(body.goodsId);
      if (!plan) throw notFound('会员套餐不存在');
      return {
        title: plan.name,
        unitCents: plan.price_cents,
        canUseRight: false,
        owned: false,
        coupons: true,
      };
    }
    case ORDER_TYPES.COURSE:
    case ORDER_TYPES.SERIES: {
      const type = body.orderType === ORDER_TYPES.COURSE ? 1 : 2;
      const course = db
        .prepare<[number, number], { title: string; price_cents: number; member_free: number }>(
          'SELECT title, price_cents, member_free FROM courses WHERE id = ? AND type = ?',
        )
        .get(body.goodsId, type);
      if (!course) throw notFound('课程不存在');
      if (body.goodsQuantity !== 1) throw badRequest('课程每次只能购买1份');
      const owned = ownsCourse(db, userId, body.goodsId);
      const level = activeLevel(getUser(db, userId), now);
      return {
        title: course.title,
        unitCents: course.price_cents,
        canUseRight: course.member_free === 1 && level > 0,
        owned,
        coupons: true,
      };
    }
    case ORDER_TYPES.CONSULT: {
      const expert = db
        .prepare<[number], { nickname: string; title: string | null }>(
          'SELECT nickname, title FROM users WHERE id = ? AND user_type = 1',
        )
        .get(body.goodsId);
      if (!expert) throw notFound('专家不存在');
      const consultType = body.consultType ?? 1;
      return {
        title: `${expert.nickname}（${expert.title ?? '税务专家'}）·${consultType === 1 ? '图文咨询' : '电话咨询'}`,
        unitCents: CONSULT_PRICES_CENTS[consultType] ?? 9900,
        canUseRight: false,
        owned: false,
        coupons: true,
      };
    }
    case ORDER_TYPES.REWARD: {
      const target = body.rewardRecordType ?? 0;
      const name = REWARD_TARGET_NAMES[target] ?? '内容';
      if (body.goodsQuantity !== 1) throw badRequest('打赏每次只能1份');
      if (body.rewardSeries !== undefined && body.rewardAmount !== undefined)
        throw badRequest('请在预设金额与自定义金额中选择一种');
      const content = rewardQueries(db).target(target, body.goodsId);
      if (!content) throw notFound(`${name}不存在`);
      if (content.owner_id === userId) throw badRequest(`不能打赏自己的${name}`);
      const amount =
        body.rewardSeries !== undefined
          ? (REWARD_PRESETS_CENTS[body.rewardSeries] ?? 0)
          : (body.rewardAmount ?? 0);
      return {
        title: `打赏${name}·${content.title}`,
        unitCents: amount,
        canUseRight: false,
        owned: false,
        coupons: false,
      };
    }
    case ORDER_TYPES.COINS: {
      const p = coinPackage(db, body.goodsId);
      if (!p) throw notFound('金币套餐不存在');
      if (body.goodsQuantity !== 1) throw badRequest('金币套餐每次只能购买1份');
      return {
        title: `金币充值·${p.coins + p.bonus}金币`,
        unitCents: p.price_cents,
        canUseRight: false,
        owned: false,
        coupons: false,
      };
    }
    case ORDER_TYPES.ACTIVITY: {
      const q = activityQueries(db);
      const a = q.byId(body.goodsId);
      if (!a) throw notFound('活动不存在');
      if (a.price_cents <= 0) throw badRequest('该活动无需付费，请直接报名');
      if (body.goodsQuantity !== 1) throw badRequest('每人限报名1次');
      const owned = q.mine(a.id, userId) !== undefined;
      // Price only what can still be taken: a full or closed sign-up is refused before any order.
      const refusal = owned ? null : signupRefusal(signupState(a, q.signedUp(a.id), now));
      if (refusal) throw conflict(refusal);
      return {
        title: `活动报名·${a.title}`,
        unitCents: a.price_cents,
        canUseRight: false,
        owned,
        coupons: true,
      };
    }
  }
}

/**
 * Prices an order payload for the user (spec §3 order validation). Throws 4xx for anything unpayable.
 * Every instant at which its answer changes with `now` is listed by quoteHoldsUntil (order-quote-until.ts):
 * a new use of `now` here needs its instant there, or validation would answer a stale quote.
 */
export function quoteOrder(db: Db, userId: number, body: OrderBody, now: number): Quote {
  const goods = resolveGoods(db, userId, body, now);
  const quantity = body.goodsQuantity;
  const urgentFeeCents =
    body.orderType === ORDER_TYPES.CONSULT && body.urgentCode ? URGENT_FEE_CENTS : 0;
  if (body.useRight && !goods.canUseRight) throw badRequest('您暂无可用的会员权益');
  const {
    totalCents,
    rightDiscountCents,
    baseCents: base,
  } = basePrice({
    unitCents: goods.unitCents,
    quantity,
    urgentFeeCents,
    useRight: Boolean(body.useRight),
  });
  // A coupon held by the user's open order for these goods stays usable: 下单 replaces that order.
  const heldBy = openOrderFor(db, userId, body.orderType, body.goodsId)?.order_no ?? null;
  const mine = userCoupons(db, userId, now, heldBy);
  const usable = goods.coupons ? mine.filter((c) => couponFits(c, body.orderType, base)) : [];
  let coupon: (typeof usable)[number] | null = null;
  if (body.couponEachCode) {
    coupon = usable.find((c) => c.code === body.couponEachCode) ?? null;
    if (!coupon)
      throw badRequest(
        couponRefusal(
          goods.coupons,
          mine.find((c) => c.code === body.couponEachCode),
          body.orderType,
          base,
        ),
      );
  }
  const couponDiscountCents = coupon ? couponDiscount(coupon.amountCents, base) : 0;
  const strip = (c: (typeof usable)[number]) => ({
    code: c.code,
    title: c.title,
    amountCents: c.amountCents,
    thresholdCents: c.thresholdCents,
    expireAt: c.expireAt,
  });
  return {
    orderType: body.orderType,
    orderTypeName: ORDER_TYPE_NAMES[body.orderType] ?? '订单',
    goodsId: body.goodsId,
    goodsTitle: goods.title,
    quantity,
    unitPriceCents: goods.unitCents,
    totalCents,
    urgentFeeCents,
    rightDiscountCents,
    couponDiscountCents,
    payCents: amountToPay(base, couponDiscountCents, goods.owned),
    coupon: coupon ? strip(coupon) : null,
    usableCoupons: usable.map(strip),
    canUseRight: goods.canUseRight,
    owned: goods.owned,
  };
}

export type OrderRow = {
  order_no: string;
  user_id: number;
  order_type: number;
  goods_id: number;
  goods_title: string;
  quantity: number;
  total_cents: number;
  discount_cents: number;
  pay_cents: number;
  coupon_code: string | null;
  payload: string;
  status: number;
  pay_channel: string | null;
  created_at: number;
  paid_at: number | null;
  pay_failure: string | null;
};

/** The contract's order; `now` is the server's clock, sent along for the app's countdown. */
export const orderOf = (o: OrderRow, now: number) => ({
  orderNo: o.order_no,
  orderType: o.order_type,
  orderTypeName: ORDER_TYPE_NAMES[o.order_type] ?? '订单',
  goodsId: o.goods_id,
  goodsTitle: o.goods_title,
  quantity: o.quantity,
  totalCents: o.total_cents,
  discountCents: o.discount_cents,
  payCents: o.pay_cents,
  couponCode: o.coupon_code,
  status: o.status,
  statusText: STATUS_TEXT[o.status] ?? '待支付',
  payChannel: o.pay_channel,
  createdAt: o.created_at,
  paidAt: o.paid_at,
  expireAt: o.created_at + PAY_WINDOW_MS,
  serverNow: now,
  payFailure: o.status === ORDER_STATUS.UNPAID ? o.pay_failure : null,
});

/** 18 digits: yyyyMMddHHmmss (Beijing time) + a 4-digit sequence. */
function nextOrderNo(db: Db, now: number): string {
  const t = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const n = (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n ?? 0) + 1;
  return `${t}${String(n % 10_000).padStart(4, '0')}`;
}

/** What a paid order gives: membership days, a course, a consultation or a tip. */
function fulfil(db: Db, o: OrderRow, now: number): void {
  const body = JSON.parse(o.payload) as OrderBody;
  if (o.order_type === ORDER_TYPES.MEMBER) {
    const plan = db
      .prepare<[number], { level: number; days: number }>(
        'SELECT level, days FROM member_plans WHERE id = ?',
      )
      .get(o.goods_id);
    if (plan) grantMembership(db, o.user_id, plan.level, plan.days * o.quantity, now);
  } else if (o.order_type === ORDER_TYPES.COURSE || o.order_type === ORDER_TYPES.SERIES) {
    db.prepare(
      'INSERT OR IGNORE INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, ?, ?)',
    ).run(o.user_id, o.goods_id, o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.CONSULT) {
    db.prepare(
      'INSERT INTO consultations (user_id, expert_id, consult_type, question, urgent, order_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      o.user_id,
      o.goods_id,
      body.consultType ?? 1,
      body.consultTax ?? '',
      body.urgentCode ? 1 : 0,
      o.order_no,
      now,
    );
  } else if (o.order_type === ORDER_TYPES.REWARD) {
    rewardQueries(db).add(
      o.user_id,
      body.rewardRecordType ?? 0,
      o.goods_id,
      o.pay_cents,
      o.order_no,
      now,
    );
  } else if (o.order_type === ORDER_TYPES.COINS) {
    const p = coinPackage(db, o.goods_id);
    if (p) addCoins(db, o.user_id, p.coins + p.bonus, '金币充值', o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.ACTIVITY && body.signup) {
    // UNIQUE (activity_id, user_id): the sign-up is made once whatever pays for it.
    db.prepare(
      'INSERT OR IGNORE INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      o.goods_id,
      o.user_id,
      body.signup.name,
      body.signup.phone,
      body.signup.company || null,
      String(randomInt(100000, 1000000)),
      now,
    );
  }
}

/**
 * Closes the user's unpaid orders past their pay window and releases their coupons. Lazy, like a
 * membership's expiry: run before anything reads or changes the user's orders, so the simulated
 * clock (/__sim/advance) closes them too.
 */
export function closeExpiredOrders(db: Db, userId: number, now: number): void {
  for (const o of expiredOrders(db, userId, now)) {
    db.prepare('UPDATE orders SET status = 3 WHERE order_no = ?').run(o.order_no);
    if (o.coupon_code)
      db.prepare(
        'UPDATE user_coupons SET used_order_no = NULL WHERE code = ? AND used_order_no = ?',
      ).run(o.coupon_code, o.order_no);
  }
}

/** The user's unpaid orders past their pay window, which {@link closeExpiredOrders} closes. */
const expiredOrders = (db: Db, userId: number, now: number): OrderRow[] =>
  db
    .prepare<[number, number, number], OrderRow>(
      'SELECT * FROM orders WHERE user_id = ? AND status = 0 AND created_at + ? <= ?',
    )
    .all(userId, PAY_WINDOW_MS, now);

export function getOrder(db: Db, userId: number, orderNo: string): OrderRow {
  const o = db
    .prepare<[string, number], OrderRow>('SELECT * FROM orders WHERE order_no = ? AND user_id = ?')
    .get(orderNo, userId);
  if (!o) throw notFound('订单不存在');
  return o;
}

/** Refuses to take money for an order that is not awaiting payment. */
export function assertPayable(o: OrderRow): void {
  if (o.status === ORDER_STATUS.PAID) throw conflict('订单已支付，请勿重复支付');
  if (o.status === ORDER_STATUS.CANCELLED) throw conflict('订单已取消，请重新下单');
  if (o.status === ORDER_STATUS.CLOSED) throw conflict('订单已超时关闭，请重新下单');
}

/** Courses, series and activity sign-ups are bought once; memberships, consultations and tips may be bought again. */
export const isOwnable = (orderType: number): boolean =>
  orderType === ORDER_TYPES.COURSE ||
  orderType === ORDER_TYPES.SERIES ||
  orderType === ORDER_TYPES.ACTIVITY;

/** Whether the user already has these once-only goods (the course, or a sign-up for the activity). */
export function alreadyHas(db: Db, userId: number, orderType: number, goodsId: number): boolean {
  if (orderType === ORDER_TYPES.ACTIVITY)
    return activityQueries(db).mine(goodsId, userId) !== undefined;
  return isOwnable(orderType) && ownsCourse(db, userId, goodsId);
}

/**
 * Why an unpaid order must not be charged now (the goods obtained meanwhile, an activity filled up
 * or closed), or null. The caller cancels the order instead of taking money it cannot fulfil.
 */
export function payRefusal(db: Db, o: OrderRow, now: number): string | null {
  if (alreadyHas(db, o.user_id, o.order_type, o.goods_id)) return ownedMessage(o.order_type);
  if (o.order_type !== ORDER_TYPES.ACTIVITY) return null;
  const q = activityQueries(db);
  const a = q.byId(o.goods_id);
  return a ? signupRefusal(signupState(a, q.signedUp(a.id), now)) : '活动不存在';
}

export const ownsCourse = (db: Db, userId: number, courseId: number): boolean =>
  db
    .prepare('SELECT 1 FROM course_purchases WHERE user_id = ? AND course_id = ?')
    .get(userId, courseId) !== undefined;

/**
 * The user's unpaid order for the same goods, which a second 下单 answers (same payload) or replaces.
 * A tip's goods are its content: an article, an answer and a course may share an id (`rewardTarget`).
 */
const openOrderFor = (
  db: Db,
  userId: number,
  orderType: number,
  goodsId: number,
  rewardTarget: number | null = null,
): OrderRow | undefined =>
  db
    .prepare<[number, number, number, number, number | null, number | null], OrderRow>(
      `SELECT * FROM orders WHERE user_id = ? AND order_type = ? AND goods_id = ? AND status = ?
       AND (? IS NULL OR json_extract(payload, '$.rewardRecordType') = ?) ORDER BY created_at DESC LIMIT 1`,
    )
    .get(userId, orderType, goodsId, ORDER_STATUS.UNPAID, rewardTarget, rewardTarget);

/** Cancels an unpaid order and gives its coupon back. */
export function cancelOrder(db: Db, o: OrderRow): OrderRow {
  db.prepare('UPDATE orders SET status = 2 WHERE order_no = ?').run(o.order_no);
  if (o.coupon_code)
    db.prepare(
      'UPDATE user_coupons SET used_order_no = NULL WHERE code = ? AND used_order_no = ?',
    ).run(o.coupon_code, o.order_no);
  return { ...o, status: ORDER_STATUS.CANCELLED };
}

export function markPaid(db: Db, o: OrderRow, channel: string, now: number): OrderRow {
  db.prepare(
    'UPDATE orders SET status = 1, pay_channel = ?, paid_at = ?, pay_failure = NULL WHERE order_no = ?',
  ).run(channel, now, o.order_no);
  const paid = {
    ...o,
    status: ORDER_STATUS.PAID,
    pay_channel: channel,
    paid_at: now,
    pay_failure: null,
  };
  fulfil(db, paid, now);
  return paid;
}

/** Stores a new unpaid order of `quote` for the user and marks its coupon as held by it. */
export function insertOrder(
  db: Db,
  userId: number,
  body: OrderBody,
  payload: string,
  quote: Quote,
  now: number,
): OrderRow {
  const row: OrderRow = {
    order_no: nextOrderNo(db, now),
    user_id: userId,
    order_type: body.orderType,
    goods_id: body.goodsId,
    goods_title: quote.goodsTitle,
    quantity: quote.quantity,
    total_cents: quote.totalCents + quote.urgentFeeCents,
    discount_cents: quote.rightDiscountCents + quote.couponDiscountCents,
    pay_cents: quote.payCents,
    coupon_code: quote.coupon?.code ?? null,
    payload,
    status: ORDER_STATUS.UNPAID,
    pay_channel: null,
    created_at: now,
    paid_at: null,
    pay_failure: null,
  };
  db.prepare(
    `INSERT INTO orders (order_no, user_id, order_type, goods_id, goods_title, quantity, total_cents, discount_cents, pay_cents, coupon_code, payload, status, created_at)
     VALUES (@order_no, @user_id, @order_type, @goods_id, @goods_title, @quantity, @total_cents, @discount_cents, @pay_cents, @coupon_code, @payload, @status, @created_at)`,
  ).run(row);
  if (row.coupon_code)
    db.prepare('UPDATE user_coupons SET used_order_no = ? WHERE code = ?').run(
      row.order_no,
      row.coupon_code,
    );
  return row;
}

/** Order validation (spec §7 POST /v3/order/valid), creation, simulated payment, list, detail, cancel. */
export function orderRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['order'];

  // Pricing only reads, unless one of the user's unpaid orders has run out of time: that one is
  // closed first, in a write transaction. The usual call reads in a deferred transaction instead,
  // without the database's write lock (a second server on the folder would queue behind it): its
  // snapshot shows no order to close, so it answers what the write transaction would have.
  const closeExpiredAndQuote = db.transaction((userId: number, body: OrderBody, now: number) => {
    closeExpiredOrders(db, userId, now);
    return quoteOrder(db, userId, body, now);
  });
  const quoteUnlessExpired = db.transaction((userId: number, body: OrderBody, now: number) =>
    expiredOrders(db, userId, now).length > 0 ? null : quoteOrder(db, userId, body, now),
  ).deferred;
  // A quote is the same until the data changes or the clock passes one of its instants (a coupon's
  // expiry, an order's pay window, ...): the cart page asks again on every change of quantity,
  // coupon or right, and most of those asks have been answered a moment ago.
  const quotes = createReadCache(db);
  defineRoute(
    app,
    v3OrderValidEndpoint,
    { summary: '订单校验与计价（金额单位：分）', tags, auth: 'required' },
    ({ user, body }) => {
      const now = ctx.now();
      return quotes.getTimed(`${user.id} ${JSON.stringify(body)}`, now, () => ({
        value: quoteUnlessExpired(user.id, body, now) ?? closeExpiredAndQuote(user.id, body, now),
        until: quoteHoldsUntil(db, user.id, body.orderType, body.goodsId, now),
      }));
    },
  );

  defineRoute(
    app,
    v3OrderCreateEndpoint,
    { summary: '下单（实付为 0 时直接完成）', tags, auth: 'required', msg: '下单成功' },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        if (alreadyHas(db, user.id, body.orderType, body.goodsId))
          throw conflict(ownedMessage(body.orderType));
        if (body.orderType === ORDER_TYPES.ACTIVITY && !body.signup)
          throw badRequest('请填写报名信息');
        // One open order per goods: the same request (a double tap, a retry) gets it back; a courses's
        // open order is the one to pay whatever coupon is named; a changed payload replaces it.
        const payload = JSON.stringify(body);
        const open = openOrderFor(
          db,
          user.id,
          body.orderType,
          body.goodsId,
          body.orderType === ORDER_TYPES.REWARD ? (body.rewardRecordType ?? 0) : null,
        );
        if (open && (open.payload === payload || isOwnable(body.orderType)))
          return orderOf(open, now);
        const quote = quoteOrder(db, user.id, body, now);
        if (open) cancelOrder(db, open);
        if (quote.owned) throw conflict(ownedMessage(body.orderType));
        const row = insertOrder(db, user.id, body, payload, quote, now);
        return orderOf(row.pay_cents === 0 ? markPaid(db, row, 'free', now) : row, now);
      })();
    },
  );

  defineRoute(
    app,
    v3OrderPayEndpoint,
    { summary: '支付订单（模拟支付）', tags, auth: 'required', msg: '支付成功' },
    ({ user, body }) => {
      const now = ctx.now();
      const paid = db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, body.orderNo);
        assertPayable(o);
        // Obtained meanwhile (another order, a member right) or no longer takeable (an activity full):
        // cancel instead of charging for nothing.
        const refusal = payRefusal(db, o, now);
        if (refusal) {
          cancelOrder(db, o);
          return refusal;
        }
        return orderOf(markPaid(db, o, body.channel, now), now);
      })();
      // Thrown after the commit, so the cancellation and the coupon's release stay.
      if (typeof paid === 'string') throw conflict(paid);
      return paid;
    },
  );

  defineRoute(
    app,
    orderCancelEndpoint,
    { summary: '取消未支付订单（退回优惠券）', tags, auth: 'required', msg: '订单已取消' },
    ({ user, params }) =>
      db.transaction(() => {
        const now = ctx.now();
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, params.orderNo);
        if (o.status !== ORDER_STATUS.UNPAID)
          throw conflict(
            o.status === ORDER_STATUS.CLOSED ? '订单已超时关闭' : '只有待支付的订单可以取消',
          );
        return orderOf(cancelOrder(db, o), now);
      })(),
  );

  defineRoute(
    app,
    orderListEndpoint,
    { summary: '我的订单', tags, auth: 'required' },
    ({ user, query }) => {
      const now = ctx.now();
      db.transaction(() => closeExpiredOrders(db, user.id, now))();
      const status = query.status ?? null;
      const total =
        db
          .prepare<[number, number | null, number | null], { n: number }>(
            'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND (? IS NULL OR status = ?)',
          )
          .get(user.id, status, status)?.n ?? 0;
      const list = db
        .prepare<[number, number | null, number | null, number, number], OrderRow>(
          'SELECT * FROM orders WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, order_no DESC LIMIT ? OFFSET ?',
        )
        .all(user.id, status, status, query.size, (query.page - 1) * query.size)
        .map((o) => orderOf(o, now));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    orderDetailEndpoint,
    { summary: '订单详情', tags, auth: 'required' },
    ({ user, params }) => {
      const now = ctx.now();
      db.transaction(() => closeExpiredOrders(db, user.id, now))();
      return orderOf(getOrder(db, user.id, params.orderNo), now);
    },
  );

  defineRoute(
    app,
    v3ConsultExpertsEndpoint,
    { summary: '直通车：可咨询的专家与价格（金额单位：分）', tags, auth: 'optional' },
    () => ({
      experts: db
        .prepare<
          [],
          { id: number; nickname: string; title: string | null; company: string | null }
        >('SELECT id, nickname, title, company FROM users WHERE user_type = 1 ORDER BY id')
        .all()
        .map((e) => ({
          id: e.id,
          name: e.nickname,
          title: e.title ?? '税务专家',
          company: e.company,
          textCents: CONSULT_PRICES_CENTS[1] ?? 9900,
          phoneCents: CONSULT_PRICES_CENTS[2] ?? 29900,
        })),
      urgentFeeCents: URGENT_FEE_CENTS,
    }),
  );

  orderCashierRoutes(app);
  iapRoutes(app);
  payChannelRoutes(app);
}
