import type { FastifyInstance } from 'fastify';
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
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { simRedemptionCodesEndpoint } from '../sim/endpoints';
import { MEMBER_LEVEL_NAMES, activeLevel, getUser } from '../lib/users';
import { readSecretField } from '../lib/secret';
import { consumeSmsCode, findOrCreateUser, issueToken } from '../lib/sessions';
import type { Db } from '../db/types';
import type { ApiContext } from '../context';
import { giveCoupon, scopeName, userCoupons } from '../lib/coupons';
import { grantMembership, memberStatusOf } from '../lib/membership';
import { couponQueries } from '../queries/coupons';
import { memberPerkQueries } from '../queries/member-perks';
import { memberQueries, type PlanRow } from '../queries/members';

const DAY = 86_400_000;

const planOf = (p: PlanRow) => ({
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

const listPlans = (db: Db) => memberQueries(db).plans().map(planOf);

function redeem(ctx: ApiContext, userId: number, rawCode: string, now: number) {
  const { db } = ctx;
  const code = readSecretField(ctx, rawCode).toUpperCase();
  const q = memberQueries(db);
  const row = q.redemption(code);
  if (!row) throw badRequest('兑换码不存在，请核对后重新输入');
  if (row.used_by !== null) throw conflict('该兑换码已被使用');
  if (row.expire_at <= now) throw badRequest('兑换码已过期');
  const plan = q.plan(row.plan_id);
  if (!plan) throw notFound('兑换的会员套餐不存在');
  q.useRedemption(code, userId, now);
  const expireAt = grantMembership(db, userId, plan.level, row.days, now);
  return { planName: plan.name, level: plan.level, days: row.days, expireAt };
}

const trialExpiryOf = (db: Db, userId: number): number | null =>
  memberQueries(db).trialExpiry(userId);

/**
 * Membership (docs/product.md「会员」): plans, rights, center, trial, coupons, redemption codes.
 * Benefits, enterprise trials and member cards are registered beside it in routes/index.ts.
 */
export function memberRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['member'];

  defineRoute(app, memberPlansEndpoint, { summary: '会员套餐', tags, auth: 'none' }, () =>
    listPlans(db),
  );

  defineRoute(app, memberRightsEndpoint, { summary: '会员权益对比', tags, auth: 'none' }, () =>
    memberQueries(db).rights(),
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
      const claimable = memberPerkQueries(db).claimableCount(level, user.id);
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
        memberQueries(db).addTrial(user.id, now, expireAt);
        return {
          level: MEMBER_LEVELS.PERSONAL,
          levelName: MEMBER_LEVEL_NAMES[MEMBER_LEVELS.PERSONAL] ?? '个人会员',
          expireAt,
        };
      })();
    },
  );

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
      const q = couponQueries(db);
      const received = new Set(user ? q.receivedTemplateIds(user.id) : []);
      return q.publicTemplates().map((t) => ({
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
        if (couponQueries(db).hasTemplate(user.id, params.id)) throw conflict('您已领取过该优惠券');
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

  // For QA: unused redemption codes (the app never calls this).
  defineRoute(
    app,
    simRedemptionCodesEndpoint,
    { summary: '未使用的兑换码（QA 用）', tags: ['sim'], auth: 'none' },
    () => memberQueries(db).unusedRedemptions(),
  );
}
