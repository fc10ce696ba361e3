import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  loginBodySchema,
  loginResultSchema,
  loginV2BodySchema,
  loginV2ResultSchema,
  logoutResultSchema,
  smsSendBodySchema,
  smsSendResultSchema,
  smsSendV2BodySchema,
  userInfoSchema,
} from '../../../renderer/src/contracts/api/auth';
import { ApiError, badRequest } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { createRng } from '../lib/prng';
import { userInfoOf } from '../lib/users';
import type { Db } from '../db/types';

type SmsRow = { id: number; code: string; sent_at: number; used: number };

/** Sends (simulates) an SMS code: the 60 s limit, the failure switch, the log. Shared by v1 and v2. */
function sendSms(app: FastifyInstance, phone: string, type: number): void {
  const { ctx } = app;
  const now = ctx.now();
  const last = ctx.db.prepare<[string], { sent_at: number }>('SELECT sent_at FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC LIMIT 1').get(phone);
  if (last && now - last.sent_at < SMS_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((SMS_RESEND_SECONDS * 1000 - (now - last.sent_at)) / 1000);
    throw new ApiError(429, `发送过于频繁，请${wait}秒后再试`);
  }
  if (ctx.controls.smsFailure.enabled) throw new ApiError(ctx.controls.smsFailure.status, ctx.controls.smsFailure.msg);
  const count = ctx.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?').get(phone)?.n ?? 0;
  // Deterministic per phone and attempt, so a test run always sees the same codes.
  const code = String(createRng(`sms:${phone}:${count}`).int(0, 999_999)).padStart(6, '0');
  ctx.db.prepare('INSERT INTO sms_codes (phone, type, code, sent_at) VALUES (?, ?, ?, ?)').run(phone, type, code, now);
  ctx.smsLog(phone, code);
}

/** Checks and spends the phone's latest code. */
function consumeCode(db: Db, now: number, phone: string, code: string): void {
  const row = db.prepare<[string], SmsRow>('SELECT id, code, sent_at, used FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(phone);
  if (!row || row.used) throw badRequest('请先获取验证码');
  if (now - row.sent_at > SMS_CODE_TTL_SECONDS * 1000) throw badRequest('验证码已过期，请重新获取');
  if (row.code !== code) throw badRequest('验证码错误');
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

/** Finds or creates (spec §1: an unregistered number is verified and an account is created) the account. */
function findOrCreateUser(db: Db, now: number, phone: string): { id: number; isNew: boolean } {
  const existing = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone);
  if (existing) return { id: existing.id, isNew: false };
  const nextId = (db.prepare<[], { m: number | null }>('SELECT MAX(id) AS m FROM users').get()?.m ?? 0) + 1;
  db.prepare(
    `INSERT INTO users (id, phone, nickname, user_type, avatar, invite_code, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)`,
  ).run(nextId, phone, `税友${phone.slice(-4)}`, `/media/avatar/${nextId}.svg`, `T${(100000 + nextId * 7919).toString(36).toUpperCase()}`, now);
  return { id: nextId, isNew: true };
}

function login(app: FastifyInstance, phone: string, code: string): { token: string; isNew: boolean } {
  const { db } = app.ctx;
  const now = app.ctx.now();
  // One transaction: a wrong code leaves no account and no token behind.
  return db.transaction(() => {
    consumeCode(db, now, phone, code);
    const user = findOrCreateUser(db, now, phone);
    const token = randomBytes(24).toString('hex');
    db.prepare('INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)').run(token, user.id, now);
    return { token, isNew: user.isNew };
  })();
}

/** SMS codes, login, logout and the current user. */
export function authRoutes(app: FastifyInstance): void {
  const tags = ['auth'];
  defineRoute(app, { method: 'POST', url: '/sms/send', summary: '发送短信验证码（type 2 为登录）', tags, auth: 'none', body: smsSendBodySchema, response: smsSendResultSchema, msg: '发送成功' }, ({ body }) => {
    sendSms(app, body.phone, body.type);
    return null;
  });

  defineRoute(app, { method: 'POST', url: '/V2/sms/send', summary: '发送短信验证码（透传请求体，可带图形验证码凭证）', tags, auth: 'none', body: smsSendV2BodySchema, response: smsSendResultSchema, msg: '发送成功' }, ({ body }) => {
    const { db } = app.ctx;
    db.transaction(() => {
      if (body.captchaToken !== undefined) {
        const spent = db.prepare('UPDATE captchas SET verified = 2 WHERE token = ? AND verified = 1').run(body.captchaToken);
        if (spent.changes === 0) throw badRequest('图形验证码已失效，请重新验证');
      }
      sendSms(app, body.phone, body.type);
    })();
    return null;
  });

  defineRoute(app, { method: 'POST', url: '/api/auth/login', summary: '手机号 + 短信验证码登录（新号码自动注册）', tags, auth: 'none', body: loginBodySchema, response: loginResultSchema, msg: '登录成功' }, ({ body }) => ({
    token: login(app, body.username, body.password).token,
  }));

  defineRoute(app, { method: 'POST', url: '/v2/api/auth/login', summary: '手机号 + 短信验证码登录 v2', tags, auth: 'none', body: loginV2BodySchema, response: loginV2ResultSchema, msg: '登录成功' }, ({ body }) =>
    login(app, body.phone, body.code),
  );

  defineRoute(app, { method: 'POST', url: '/api/auth/logout', summary: '退出登录（令牌立即失效）', tags, auth: 'none', response: logoutResultSchema, msg: '已退出登录' }, ({ req }) => {
    const token = req.headers.token;
    if (typeof token === 'string' && token) app.ctx.db.prepare('UPDATE tokens SET expired = 1 WHERE token = ?').run(token);
    return null;
  });

  defineRoute(app, { method: 'GET', url: '/v1/user/info', summary: '当前用户信息', tags, auth: 'required', response: userInfoSchema }, ({ user, req }) => userInfoOf(app.ctx.db, req, user.id));
}
