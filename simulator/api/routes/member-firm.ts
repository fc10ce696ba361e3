import type { FastifyInstance } from 'fastify';
import {
  FIRM_STATUS_TEXT,
  firmApplyEndpoint,
  firmApplyLatestEndpoint,
  MEMBER_LEVELS,
} from '../../../renderer/src/contracts/api/member';
import { conflict, notFound } from '../lib/envelope';
import { simFirmReviewEndpoint } from '../sim/member-endpoints';
import { defineRoute } from '../lib/route';
import { consumeSmsCode } from '../lib/sessions';
import { grantMembership } from '../lib/membership';
import { memberPerkQueries, type FirmRow } from '../queries/member-perks';

/** Length of the enterprise trial an approved application opens. */
const FIRM_TRIAL_DAYS = 30;

const applicationOf = (r: FirmRow) => ({
  id: r.id,
  companyName: r.company_name,
  creditCode: r.credit_code,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  status: r.status,
  statusText: FIRM_STATUS_TEXT[r.status] ?? '待审核',
  rejectReason: r.reject_reason,
  createdAt: r.created_at,
});

/** Enterprise trial applications: apply (SMS-verified, once per credit code), my latest, and QA review. */
export function memberFirmRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['member'];

  defineRoute(
    app,
    firmApplyEndpoint,
    {
      summary: '企业试用申请（每个统一社会信用代码一次）',
      tags,
      auth: 'required',
      msg: '提交成功，我们将在1个工作日内与您联系',
    },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const q = memberPerkQueries(db);
        // A credit code counts as used while an application for it is pending or approved.
        const live = q.liveFirm(body.creditCode);
        if (live)
          throw conflict(
            live.status === 1
              ? '该企业已开通试用，每家企业限申请一次'
              : '该企业已提交过申请，请耐心等待审核',
          );
        if (q.hasPendingFirm(user.id)) throw conflict('您已提交过申请，请耐心等待审核');
        consumeSmsCode(db, now, body.contactPhone, body.smsCode);
        const row = q.addFirm(user.id, body, now);
        if (!row) throw notFound('申请不存在');
        return applicationOf(row);
      })();
    },
  );

  defineRoute(
    app,
    firmApplyLatestEndpoint,
    { summary: '我最近的企业试用申请', tags, auth: 'required' },
    ({ user }) => {
      const r = memberPerkQueries(db).latestFirm(user.id);
      return r ? applicationOf(r) : null;
    },
  );

  // For QA: approve (opens a 30-day enterprise trial) or refuse with a reason.
  defineRoute(
    app,
    simFirmReviewEndpoint,
    { summary: '审核企业试用申请（QA 用）', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const q = memberPerkQueries(db);
        const r = q.pendingFirm(body.creditCode);
        if (!r) throw notFound('没有待审核的申请');
        const status = body.approve ? 1 : 2;
        q.decideFirm(r.id, status, body.approve ? null : (body.reason ?? '资料不完整'));
        if (body.approve)
          grantMembership(db, r.user_id, MEMBER_LEVELS.ENTERPRISE, FIRM_TRIAL_DAYS, now);
        return { status };
      })();
    },
  );
}
