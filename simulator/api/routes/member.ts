import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  memberPlansEndpoint,
  memberRightsEndpoint,
  memberCenterEndpoint,
  memberTrialEndpoint,
  MEMBER_LEVELS,
  TRIAL_DAYS,
  memberCouponsEndpoint,
  memberCouponTemplatesEndpoint,
  memberCouponReceiveEndpoint,
  memberExchangeEndpoint,
  memberExchangeByMobileEndpoint,
} from '../../../renderer/src/contracts/api/member';
import { ORDER_TYPE_NAMES } from '../../../renderer/src/contracts/api/order';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { simRedemptionCodesEndpoint } from '../sim/endpoints';
import { MEMBER_LEVEL_NAMES, activeLevel, getUser } from '../lib/users';
import { readSecretField } from '../lib/secret';
import { consumeSmsCode, findOrCreateUser, issueToken } from '../lib/sessions';
import type { Db } from '../db/types';
import type { ApiContext } from '../context';
import { memberStatusOf } from './member-status';
import { memberWelfareRoutes } from './member-welfare';
import { memberFirmRoutes } from './member-firm';
import { memberCardRoutes } from './member-card';
import { couponStatus } from '../lib/order-pricing';

const DAY = 86_400_000;

type PlanRow = {
  id: number;
  name: string;
  level: number;
  days: number;
  price_cents: number;
  original_cents: number;
  description: string;
  tag: string | null;
  ios_product_id: string;
};
type CouponRow = {
  code: string;
  title: string;
  amount_cents: number;
  threshold_cents: number;
  scope: number;
  expire_at: number;
  used_order_no: string | null;
};

export const scopeName = (scope: number): string =>
  scope === 0 ? '全场通用' : `限${ORDER_TYPE_NAMES[scope] ?? '指定商品'}`;

export const planOf = (p: PlanRow) => ({
  id: p.id,
  name: p.name,
  level: p.level,
  days: p.days,
  priceCents: p.price_cents,
  originalPriceCents: p.original_cents,
  description: p.description,
  tag: p.tag,
  iosProductId: p.ios_product_id,
});

export const listPlans = (db: Db) =>
  db.prepare<[], PlanRow>('SELECT * FROM member_plans ORDER BY sort').all().map(planOf);

/** Extends the user's membership from the later of now and the current expiry. */
export function grantMembership(
  db: Db,
  userId: number,
  level: number,
  days: number,
  now: number,
): number {
  const user = getUser(db, userId);
  const current = activeLevel(user, now);
  const from = current > 0 ? (user.member_expire_at ?? now) : now;
  const expireAt = from + days * DAY;
  db.prepare('UPDATE users SET member_level = ?, member_expire_at = ? WHERE id = ?').run(
    Math.max(level, current),
    expireAt,
    userId,
  );
  return expireAt;
}

/** Gives the user one coupon of a template; the code is what the order payload calls couponEachCode. */
export function giveCoupon(db: Db, userId: number, templateId: number, now: number): string {
  const tpl = db
    .prepare<[number], { valid_days: number }>(
      'SELECT valid_days FROM coupon_templates WHERE id = ?',
    )
    .get(templateId);
  if (!tpl) throw notFound('优惠券不存在');
  const code = `C${randomBytes(6).toString('hex').toUpperCase()}`;
  db.prepare(
    'INSERT INTO user_coupons (code, user_id, template_id, received_at, expire_at) VALUES (?, ?, ?, ?, ?)',
  ).run(code, userId, templateId, now, now + tpl.valid_days * DAY);
  return code;
}

/** The user's coupons; one held by the unpaid order `heldBy` counts as unused (that order is being replaced). */
export function userCoupons(db: Db, userId: number, now: number, heldBy: string | null = null) {
  return db
    .prepare<[number], CouponRow>(
      `SELECT uc.code, t.title, t.amount_cents, t.threshold_cents, t.scope, uc.expire_at, uc.used_order_no
       FROM user_coupons uc JOIN coupon_templates t ON t.id = uc.template_id WHERE uc.user_id = ? ORDER BY uc.expire_at`,
    )
    .all(userId)
    .map((c) => ({
      code: c.code,
      title: c.title,
      amountCents: c.amount_cents,
      thresholdCents: c.threshold_cents,
      scope: c.scope,
      scopeName: scopeName(c.scope),
      expireAt: c.expire_at,
      status: couponStatus(c, now, heldBy),
    }));
}

function redeem(ctx: ApiContext, userId: number, rawCode: string, now: number) {
  const { db } = ctx;
  const code = readSecretField(ctx, rawCode).toUpperCase();
  const row = db
    .prepare<
      [string],
      { plan_id: number; days: number; expire_at: number; used_by: number | null }
    >('SELECT plan_id, days, expire_at, used_by FROM redemption_codes WHERE code = ?')
    .get(code);
  if (!row) throw badRequest('兑换码不存在，请核对后重新输入');
  if (row.used_by !== null) throw conflict('该兑换码已被使用');
  if (row.expire_at <= now) throw badRequest('兑换码已过期');
  const plan = db
    .prepare<[number], PlanRow>('SELECT * FROM member_plans WHERE id = ?')
    .get(row.plan_id);
  if (!plan) throw notFound('兑换的会员套餐不存在');
  db.prepare('UPDATE redemption_codes SET used_by = ?, used_at = ? WHERE code = ?').run(
    userId,
    now,
    code,
  );
  const expireAt = grantMembership(db, userId, plan.level, row.days, now);
  return { planName: plan.name, level: plan.level, days: row.days, expireAt };
}

const trialExpiryOf = (db: Db, userId: number): number | null =>
  db
    .prepare<[number], { expire_at: number }>(
      'SELECT expire_at FROM member_trials WHERE user_id = ?',
    )
    .get(userId)?.expire_at ?? null;

/** Membership: plans, rights, center, benefits, coupons, redemption codes, enterprise trials. */
export function memberRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['member'];

  defineRoute(app, memberPlansEndpoint, { summary: '会员套餐', tags, auth: 'none' }, () =>
    listPlans(db),
  );

  defineRoute(app, memberRightsEndpoint, { summary: '会员权益对比', tags, auth: 'none' }, () =>
    db
      .prepare<
        [],
        { name: string; description: string; free: string; personal: string; enterprise: string }
      >('SELECT name, description, free, personal, enterprise FROM member_rights ORDER BY id')
      .all(),
  );

  defineRoute(
    app,
    memberCenterEndpoint,
    { summary: '会员中心', tags, auth: 'required' },
    ({ user }) => {
      const now = ctx.now();
      const row = getUser(db, user.id);
      const level = activeLevel(row, now);
      const expireAt = level > 0 ? row.member_expire_at : null;
      const trialExpireAt = trialExpiryOf(db, user.id);
      const status = memberStatusOf(
        { memberLevel: row.member_level, memberExpireAt: row.member_expire_at, trialExpireAt },
        now,
      );
      const claimable =
        db
          .prepare<[number, number], { n: number }>(
            'SELECT COUNT(*) AS n FROM welfare w WHERE w.min_level <= ? AND NOT EXISTS (SELECT 1 FROM welfare_claims c WHERE c.welfare_id = w.id AND c.user_id = ?)',
          )
          .get(level, user.id)?.n ?? 0;
      return {
        status,
        trialAvailable: trialExpireAt === null && level === 0,
        expiredAt: status === 'expired' ? row.member_expire_at : null,
        level,
        levelName: MEMBER_LEVEL_NAMES[level] ?? '普通用户',
        expireAt,
        daysLeft: expireAt ? Math.ceil((expireAt - now) / DAY) : 0,
        points: row.points,
        unusedCoupons: userCoupons(db, user.id, now).filter((c) => c.status === 0).length,
        claimableWelfare: claimable,
        plans: listPlans(db),
      };
    },
  );

  defineRoute(
    app,
    memberTrialEndpoint,
    {
      summary: '领取会员试用（每人一次）',
      tags,
      auth: 'required',
      msg: `已开通${TRIAL_DAYS}天会员试用`,
    },
    ({ user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        if (trialExpiryOf(db, user.id) !== null) throw conflict('您已使用过会员试用');
        if (activeLevel(getUser(db, user.id), now) > 0) throw conflict('您已是会员，无需试用');
        const expireAt = grantMembership(db, user.id, MEMBER_LEVELS.PERSONAL, TRIAL_DAYS, now);
        db.prepare(
          'INSERT INTO member_trials (user_id, started_at, expire_at) VALUES (?, ?, ?)',
        ).run(user.id, now, expireAt);
        return {
          level: MEMBER_LEVELS.PERSONAL,
          levelName: MEMBER_LEVEL_NAMES[MEMBER_LEVELS.PERSONAL] ?? '个人会员',
          expireAt,
        };
      })();
    },
  );

  memberWelfareRoutes(app);

  defineRoute(
    app,
    memberCouponsEndpoint,
    { summary: '我的优惠券（status 0 未使用 1 已使用 2 已过期）', tags, auth: 'required' },
    ({ user, query }) =>
      userCoupons(db, user.id, ctx.now()).filter(
        (c) => query.status === undefined || c.status === query.status,
      ),
  );

  defineRoute(
    app,
    memberCouponTemplatesEndpoint,
    { summary: '可领取的优惠券', tags, auth: 'optional' },
    ({ user }) => {
      const received = new Set(
        user
          ? db
              .prepare<[number], { template_id: number }>(
                'SELECT DISTINCT template_id FROM user_coupons WHERE user_id = ?',
              )
              .all(user.id)
              .map((r) => r.template_id)
          : [],
      );
      return db
        .prepare<
          [],
          {
            id: number;
            title: string;
            amount_cents: number;
            threshold_cents: number;
            scope: number;
            valid_days: number;
          }
        >('SELECT * FROM coupon_templates WHERE public = 1 ORDER BY id')
        .all()
        .map((t) => ({
          id: t.id,
          title: t.title,
          amountCents: t.amount_cents,
          thresholdCents: t.threshold_cents,
          scope: t.scope,
          scopeName: scopeName(t.scope),
          validDays: t.valid_days,
          received: received.has(t.id),
        }));
    },
  );

  defineRoute(
    app,
    memberCouponReceiveEndpoint,
    {
      summary: '领取优惠券（每种一张，如 /consult 的免费咨询券）',
      tags,
      auth: 'required',
      msg: '领取成功',
    },
    ({ user, params }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const has = db
          .prepare('SELECT 1 FROM user_coupons WHERE user_id = ? AND template_id = ?')
          .get(user.id, params.id);
        if (has) throw conflict('您已领取过该优惠券');
        const code = giveCoupon(db, user.id, params.id, now);
        return userCoupons(db, user.id, now).filter((c) => c.code === code);
      })();
    },
  );

  defineRoute(
    app,
    memberExchangeEndpoint,
    { summary: '兑换码兑换会员', tags, auth: 'required', msg: '兑换成功' },
    ({ user, body }) => db.transaction(() => redeem(ctx, user.id, body.code, ctx.now()))(),
  );

  defineRoute(
    app,
    memberExchangeByMobileEndpoint,
    { summary: '手机号 + 验证码 + 兑换码兑换（免登录）', tags, auth: 'none', msg: '兑换成功' },
    ({ body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        consumeSmsCode(db, now, body.phone, body.smsCode);
        const { id } = findOrCreateUser(db, now, body.phone);
        const result = redeem(ctx, id, body.code, now);
        return { ...result, token: issueToken(db, id, now) };
      })();
    },
  );

  memberFirmRoutes(app);
  memberCardRoutes(app);

  // For QA: unused redemption codes (the app never calls this).
  defineRoute(
    app,
    simRedemptionCodesEndpoint,
    { summary: '未使用的兑换码（QA 用）', tags: ['sim'], auth: 'none' },
    () =>
      db
        .prepare<[], { code: string; planName: string }>(
          'SELECT r.code, p.name AS planName FROM redemption_codes r JOIN member_plans p ON p.id = r.plan_id WHERE r.used_by IS NULL ORDER BY r.code',
        )
        .all(),
  );
}
