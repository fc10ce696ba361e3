import type { FastifyInstance } from 'fastify';
import {
  consultCouponClaimEndpoint,
  consultCouponEndpoint,
} from '../../../renderer/src/contracts/api/consult';
import { defineRoute } from '../lib/route';
import { claimConsultCoupon, couponState } from '../lib/consult-coupon';

/** /consult's free consultation coupon: what it is, how many are left, one claim per user. */
export function consultRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];

  defineRoute(
    app,
    consultCouponEndpoint,
    { summary: '免费咨询券（剩余数量、我的领取状态）', tags, auth: 'optional' },
    ({ user }) => couponState(db, user?.id ?? null, ctx.now()),
  );

  defineRoute(
    app,
    consultCouponClaimEndpoint,
    { summary: '领取免费咨询券（每人一张）', tags, auth: 'required', msg: '领取成功' },
    ({ user }) => claimConsultCoupon(db, user.id, ctx.now()),
  );
}
