import type { FastifyInstance } from 'fastify';
import {
  rescueApplicationEndpoint,
  rescueApplyEndpoint,
  rescueInfoEndpoint,
} from '../../../renderer/src/contracts/api/rescue';
import { notFound } from '../lib/envelope';
import { applyForRescue, RESCUE_HOTLINE, RESCUE_POLICIES, rescueOf } from '../lib/rescue';
import { defineRoute } from '../lib/route';
import { rescueQueries } from '../queries/rescue';

/** Rescue-area (disaster-area) tax consultation: intro, the request, the request's record. */
export function rescueRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];
  const q = rescueQueries(db);

  defineRoute(
    app,
    rescueInfoEndpoint,
    { summary: '灾区税务咨询介绍（受灾地区、帮扶政策、我进行中的申请）', tags, auth: 'optional' },
    ({ user, req }) => {
      const mine = user ? q.openOfUser(user.id) : undefined;
      return {
        regions: q.regions(),
        policies: RESCUE_POLICIES.map((p) => ({ ...p })),
        hotline: RESCUE_HOTLINE,
        acceptedCount: q.acceptedCount(),
        mine: mine ? rescueOf(req, mine) : null,
      };
    },
  );

  defineRoute(
    app,
    rescueApplyEndpoint,
    {
      summary: '受灾地区涉税咨询申请（每人同时一份进行中的申请，每家企业一份）',
      tags,
      auth: 'required',
      msg: '提交成功',
    },
    ({ user, body, req }) =>
      rescueOf(req, db.transaction(() => applyForRescue(db, user.id, body, ctx.now()))()),
  );

  defineRoute(
    app,
    rescueApplicationEndpoint,
    { summary: '我的咨询申请', tags, auth: 'required' },
    ({ user, params, req }) => {
      const row = q.mine(params.id, user.id);
      if (!row) throw notFound('申请记录不存在');
      return rescueOf(req, row);
    },
  );
}
