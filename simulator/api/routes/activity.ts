import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import {
  activityDetailEndpoint,
  activitySignupEndpoint,
  type ActivityDetail,
} from '../../../renderer/src/contracts/api/activity';
import { badRequest, conflict, notFound } from '../lib/envelope';
import {
  activityPhase,
  PHASE_TEXT,
  SIGNUP_TEXT,
  signupRefusal,
  signupState,
} from '../lib/activity-state';
import { maskPhone } from '../lib/rescue';
import { defineRoute } from '../lib/route';
import { activityQueries, type ActivityRow } from '../queries/activity';
import type { Db } from '../db/types';

function detailOf(db: Db, a: ActivityRow, userId: number | null, now: number): ActivityDetail {
  const q = activityQueries(db);
  const signedUp = q.signedUp(a.id);
  const phase = activityPhase(a, now);
  const signup = signupState(a, signedUp, now);
  const mine = userId === null ? undefined : q.mine(a.id, userId);
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    content: a.content,
    host: a.host,
    location: a.location,
    online: a.online === 1,
    signupStart: a.signup_start,
    signupEnd: a.signup_end,
    startAt: a.start_at,
    endAt: a.end_at,
    capacity: a.capacity,
    signedUp,
    placesLeft: Math.max(0, a.capacity - signedUp),
    priceCents: a.price_cents,
    phase,
    phaseText: PHASE_TEXT[phase],
    signup,
    signupText: SIGNUP_TEXT[signup],
    mine: mine
      ? {
          name: mine.name,
          maskedPhone: maskPhone(mine.phone),
          company: mine.company,
          checkCode: mine.check_code,
          createdAt: mine.created_at,
        }
      : null,
  };
}

/** Activities (/activity/:id): detail with server-held states, and a free sign-up once per user. */
export function activityRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];
  const q = activityQueries(db);
  const find = (id: number): ActivityRow => {
    const a = q.byId(id);
    if (!a) throw notFound('活动不存在');
    return a;
  };

  defineRoute(
    app,
    activityDetailEndpoint,
    { summary: '活动详情（报名窗口、剩余名额、我的报名）', tags, auth: 'optional' },
    ({ params, user }) => detailOf(db, find(params.id), user?.id ?? null, ctx.now()),
  );

  defineRoute(
    app,
    activitySignupEndpoint,
    {
      summary: '活动报名（每人一次，重复提交返回同一报名）',
      tags,
      auth: 'required',
      msg: '报名成功',
    },
    ({ params, user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const a = find(params.id);
        // A repeated or retried request by someone already signed up answers that sign-up.
        if (q.mine(a.id, user.id)) return detailOf(db, a, user.id, now);
        const refusal = signupRefusal(signupState(a, q.signedUp(a.id), now));
        if (refusal) throw conflict(refusal);
        // Paid sign-ups go through the purchase flow (an order for the activity), not this call.
        if (a.price_cents > 0) throw badRequest('该活动为付费活动，请通过在线支付完成报名');
        q.insert(
          a.id,
          user.id,
          {
            name: body.name,
            phone: body.phone,
            company: body.company || null,
            checkCode: String(randomInt(100000, 1000000)),
          },
          now,
        );
        return detailOf(db, a, user.id, now);
      })();
    },
  );
}
