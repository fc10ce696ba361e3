import type { FastifyInstance } from 'fastify';
import {
  memberCardActivateEndpoint,
  memberCardEndpoint,
} from '../../../renderer/src/contracts/api/member';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { simMemberCardsEndpoint } from '../sim/member-endpoints';
import { defineRoute } from '../lib/route';
import { activeLevel, getUser } from '../lib/users';
import type { Db } from '../db/types';
import { grantMembership } from '../lib/membership';
import { memberPerkQueries, type CardRow } from '../queries/member-perks';
import { memberQueries } from '../queries/members';

function cardOf(db: Db, card: CardRow, now: number) {
  const plan = memberQueries(db).plan(card.plan_id);
  const user = card.activated_by === null ? null : getUser(db, card.activated_by);
  return {
    id: card.id,
    cardNo: card.card_no,
    planName: plan?.name ?? '会员卡',
    days: plan?.days ?? 0,
    activatedAt: card.activated_at ?? now,
    memberExpireAt: user && activeLevel(user, now) > 0 ? user.member_expire_at : null,
  };
}

/** Member cards: activate by number + password (once; a repeat by the same account changes nothing), show one. */
export function memberCardRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['member'];

  defineRoute(
    app,
    memberCardActivateEndpoint,
    { summary: '激活会员卡（卡号 + 卡密）', tags, auth: 'required', msg: '激活成功' },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const cards = memberPerkQueries(db);
        const card = cards.cardByNo(body.cardNo);
        // One message for an unknown number and a wrong password: the pair cannot be guessed half at a time.
        if (!card || card.password !== body.password)
          throw badRequest('卡号或卡密错误，请核对后重新输入');
        if (card.activated_by === user.id) return cardOf(db, card, now);
        if (card.activated_by !== null) throw conflict('该会员卡已被激活');
        if (card.expire_at <= now) throw badRequest('该会员卡已过期');
        const plan = memberQueries(db).plan(card.plan_id);
        if (!plan) throw notFound('会员卡对应的套餐不存在');
        cards.activateCard(card.id, user.id, now);
        grantMembership(db, user.id, plan.level, plan.days, now);
        return cardOf(db, { ...card, activated_by: user.id, activated_at: now }, now);
      })();
    },
  );

  defineRoute(
    app,
    memberCardEndpoint,
    { summary: '我激活的会员卡', tags, auth: 'required' },
    ({ user, params }) => {
      const card = memberPerkQueries(db).activatedCard(params.id, user.id);
      if (!card) throw notFound('会员卡不存在');
      return cardOf(db, card, ctx.now());
    },
  );

  // For QA: cards not yet activated, with their passwords (the app never calls this).
  defineRoute(
    app,
    simMemberCardsEndpoint,
    { summary: '未激活的会员卡（QA 用）', tags: ['sim'], auth: 'none' },
    () => {
      const now = ctx.now();
      return memberPerkQueries(db)
        .unactivatedCards()
        .map((c) => ({ cardNo: c.card_no, password: c.password, expired: c.expire_at <= now }));
    },
  );
}
