import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import {
  FIRM_STATUS_TEXT,
  firmApplyEndpoint,
  firmApplyLatestEndpoint,
  firmReviewBodySchema,
  MEMBER_LEVELS,
} from '../../../renderer/src/contracts/api/member';
import { conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { consumeSmsCode } from '../lib/sessions';
import type { Db } from '../db/types';
import { grantMembership } from './member';

/** Length of the enterprise trial an approved application opens. */
const FIRM_TRIAL_DAYS = 30;

type FirmRow = {
  id: number;
  user_id: number;
  company_name: string;
  credit_code: string;
  contact_name: string;
  contact_phone: string;
  status: number;
  reject_reason: string | null;
  created_at: number;
};

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

/** A credit code counts as used while an application for it is pending or approved (a refused one may apply again). */
const liveApplicationFor = (db: Db, creditCode: string) =>
  db
    .prepare<[string], FirmRow>(
      'SELECT * FROM firm_applications WHERE credit_code = ? AND status IN (0, 1) ORDER BY id DESC LIMIT 1',
    )
    .get(creditCode);

/** QA decides an application in the reviewers' place. */
const simFirmReviewEndpoint = {
  method: 'POST',
  path: '/__sim/member/firm/review',
  body: firmReviewBodySchema,
  response: z.object({ status: z.number() }),
} as const satisfies Endpoint;

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
        const live = liveApplicationFor(db, body.creditCode);
        if (live)
          throw conflict(
            live.status === 1
              ? '该企业已开通试用，每家企业限申请一次'
              : '该企业已提交过申请，请耐心等待审核',
          );
        if (
          db
            .prepare('SELECT 1 FROM firm_applications WHERE user_id = ? AND status = 0')
            .get(user.id)
        )
          throw conflict('您已提交过申请，请耐心等待审核');
        consumeSmsCode(db, now, body.contactPhone, body.smsCode);
        const id = Number(
          db
            .prepare(
              'INSERT INTO firm_applications (user_id, company_name, credit_code, contact_name, contact_phone, position, employee_count, city, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(
              user.id,
              body.companyName,
              body.creditCode,
              body.contactName,
              body.contactPhone,
              body.position ?? null,
              body.employeeCount,
              body.city ?? '',
              body.remark ?? null,
              now,
            ).lastInsertRowid,
        );
        return applicationOf(
          db
            .prepare<[number], FirmRow>('SELECT * FROM firm_applications WHERE id = ?')
            .get(id) as FirmRow,
        );
      })();
    },
  );

  defineRoute(
    app,
    firmApplyLatestEndpoint,
    { summary: '我最近的企业试用申请', tags, auth: 'required' },
    ({ user }) => {
      const r = db
        .prepare<[number], FirmRow>(
          'SELECT * FROM firm_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(user.id);
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
        const r = db
          .prepare<[string], FirmRow>(
            'SELECT * FROM firm_applications WHERE credit_code = ? AND status = 0 ORDER BY id DESC LIMIT 1',
          )
          .get(body.creditCode);
        if (!r) throw notFound('没有待审核的申请');
        const status = body.approve ? 1 : 2;
        db.prepare('UPDATE firm_applications SET status = ?, reject_reason = ? WHERE id = ?').run(
          status,
          body.approve ? null : (body.reason ?? '资料不完整'),
          r.id,
        );
        if (body.approve)
          grantMembership(db, r.user_id, MEMBER_LEVELS.ENTERPRISE, FIRM_TRIAL_DAYS, now);
        return { status };
      })();
    },
  );
}
