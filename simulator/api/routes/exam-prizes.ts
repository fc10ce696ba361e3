import type { FastifyInstance } from 'fastify';
import {
  examLotteryRecipientEndpoint,
  examLotteryWinsEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { examStatus, getExam } from '../lib/exam-engine';
import { RANKING_CLAIM_DAYS } from '../lib/exam-rewards';
import { submitRecipient, wonPrizeOf } from '../lib/exam-prizes';
import { examLotteryQueries, type WinRow } from '../queries/exam-lottery';
import { examCampaignQueries } from '../queries/exam-campaign';
import { simExamCampaignEndpoint, simExamPrizeShipEndpoint } from '../sim/exam-endpoints';

const DAY_MS = 86_400_000;

/** My won prizes, a goods prize's recipient, and QA's shipping and campaign controls. */
export function examPrizeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const lottery = examLotteryQueries(db);
  const campaign = examCampaignQueries(db);
  const tags = ['exam'];
  const image = (req: Parameters<typeof publicUrl>[0], w: WinRow) =>
    publicUrl(req, `/media/prize/${w.prize_id}.svg`);

  defineRoute(
    app,
    examLotteryWinsEndpoint,
    { summary: '我的奖品（实物奖品须填写收货信息）', tags, auth: 'required' },
    ({ params, user, req }) => {
      getExam(db, params.examId);
      return {
        list: lottery.wins(params.examId, user.id).map((w) => wonPrizeOf(w, image(req, w))),
      };
    },
  );

  defineRoute(
    app,
    examLotteryRecipientEndpoint,
    {
      summary: '填写实物奖品收货信息（只能提交一次，重复提交相同信息幂等）',
      tags,
      auth: 'required',
      msg: '收货信息已提交',
    },
    ({ body, user, req }) => {
      const { drawId, ...recipient } = body;
      const w = submitRecipient(db, user.id, drawId, recipient, ctx.now());
      return wonPrizeOf(w, image(req, w));
    },
  );

  // QA: the warehouse ships a parcel whose recipient was given.
  defineRoute(
    app,
    simExamPrizeShipEndpoint,
    { summary: '实物奖品发货（QA）', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const w = lottery.win(body.drawId);
      if (!w || w.kind !== 'goods') throw notFound('实物奖品中奖记录不存在');
      if (w.submitted_at === null) throw badRequest('中奖者尚未填写收货信息，不能发货');
      if (w.shipped_at !== null) throw conflict('该奖品已发货');
      const trackingNo = body.trackingNo ?? `SF${String(w.draw_id).padStart(10, '0')}`;
      const now = ctx.now();
      lottery.ship(w.draw_id, body.company, trackingNo, now);
      return { drawId: w.draw_id, company: body.company, trackingNo, shippedAt: now };
    },
  );

  // QA: a campaign ended now (and its claim period lapsed), or given its own dates back.
  defineRoute(
    app,
    simExamCampaignEndpoint,
    { summary: '结束、过期或恢复竞赛活动（QA，影响所有用户）', tags: ['sim'], auth: 'none' },
    ({ params, body }) => {
      const now = ctx.now();
      db.transaction(() => {
        const e = getExam(db, params.examId);
        if (body.action === 'restore') {
          const o = campaign.override(e.id);
          if (o) campaign.setDates(e.id, o.end_at, o.claim_until);
          campaign.dropOverride(e.id);
          return;
        }
        campaign.keepOriginal(e.id);
        // Never later than it was: an exam that ended long ago stays ended then.
        const endAt = Math.min(e.end_at, now - 1000);
        const claimUntil = body.action === 'expire' ? now - 1000 : e.claim_until;
        campaign.setDates(e.id, endAt, claimUntil);
      })();
      const e = getExam(db, params.examId);
      const claimUntil = e.claim_until ?? e.end_at + RANKING_CLAIM_DAYS * DAY_MS;
      return {
        examId: e.id,
        title: e.title,
        status: examStatus(e, now),
        endAt: e.end_at,
        claimUntil,
        claimExpired: now > claimUntil,
        changedByQa: campaign.override(e.id) !== undefined,
      };
    },
  );
}
