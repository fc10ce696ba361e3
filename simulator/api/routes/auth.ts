import type { FastifyInstance } from 'fastify';
import {
  SMS_RESEND_SECONDS,
  smsSendEndpoint,
  v2SmsSendEndpoint,
  apiAuthLoginEndpoint,
  v2ApiAuthLoginEndpoint,
  apiAuthLogoutEndpoint,
  v1UserInfoEndpoint,
} from '../../../renderer/src/contracts/api/auth';
import { ApiError, badRequest } from '../lib/envelope';
import { consumeSmsCode, findOrCreateUser, issueToken } from '../lib/sessions';
import { defineRoute } from '../lib/route';
import { createRng } from '../lib/prng';
import { userInfoOf } from '../lib/users';
import { sessionQueries } from '../queries/sessions';

/** Sends (simulates) an SMS code: the 60 s limit, the failure switch, the log. Shared by v1 and v2. */
function sendSms(app: FastifyInstance, phone: string, type: number): void {
  const { ctx } = app;
  const now = ctx.now();
  const q = sessionQueries(ctx.db);
  const last = q.lastSentAt(phone);
  if (last !== undefined && now - last < SMS_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((SMS_RESEND_SECONDS * 1000 - (now - last)) / 1000);
    throw new ApiError(429, `发送过于频繁，请${wait}秒后再试`);
  }
  if (ctx.controls.smsFailure.enabled)
    throw new ApiError(ctx.controls.smsFailure.status, ctx.controls.smsFailure.msg);
  const count = q.codesSent(phone);
  // Deterministic per phone and attempt, so a test run always sees the same codes.
  const code = String(createRng(`sms:${phone}:${count}`).int(0, 999_999)).padStart(6, '0');
  q.addCode(phone, type, code, now);
  ctx.smsLog(phone, code);
}

function login(
  app: FastifyInstance,
  phone: string,
  code: string,
): { token: string; isNew: boolean } {
  const { db } = app.ctx;
  const now = app.ctx.now();
  // One transaction: a wrong code leaves no account and no token behind.
  return db.transaction(() => {
    consumeSmsCode(db, now, phone, code);
    const user = findOrCreateUser(db, now, phone);
    return { token: issueToken(db, user.id, now), isNew: user.isNew };
  })();
}

/** SMS codes, login, logout and the current user. */
export function authRoutes(app: FastifyInstance): void {
  const tags = ['auth'];
  defineRoute(
    app,
    smsSendEndpoint,
    { summary: '发送短信验证码（type 2 为登录）', tags, auth: 'none', msg: '发送成功' },
    ({ body }) => {
      sendSms(app, body.phone, body.type);
      return null;
    },
  );

  defineRoute(
    app,
    v2SmsSendEndpoint,
    {
      summary: '发送短信验证码（透传请求体，可带图形验证码凭证）',
      tags,
      auth: 'none',
      msg: '发送成功',
    },
    ({ body }) => {
      const { db } = app.ctx;
      db.transaction(() => {
        if (body.captchaToken !== undefined && !sessionQueries(db).captchaSpend(body.captchaToken))
          throw badRequest('图形验证码已失效，请重新验证');
        sendSms(app, body.phone, body.type);
      })();
      return null;
    },
  );

  defineRoute(
    app,
    apiAuthLoginEndpoint,
    { summary: '手机号 + 短信验证码登录（新号码自动注册）', tags, auth: 'none', msg: '登录成功' },
    ({ body }) => ({
      token: login(app, body.username, body.password).token,
    }),
  );

  defineRoute(
    app,
    v2ApiAuthLoginEndpoint,
    { summary: '手机号 + 短信验证码登录 v2', tags, auth: 'none', msg: '登录成功' },
    ({ body }) => login(app, body.phone, body.code),
  );

  defineRoute(
    app,
    apiAuthLogoutEndpoint,
    { summary: '退出登录（令牌立即失效）', tags, auth: 'none', msg: '已退出登录' },
    ({ req }) => {
      const token = req.headers.token;
      if (typeof token === 'string' && token) sessionQueries(app.ctx.db).logout(token);
      return null;
    },
  );

  defineRoute(
    app,
    v1UserInfoEndpoint,
    { summary: '当前用户信息', tags, auth: 'required' },
    ({ user, req }) => userInfoOf(app.ctx.db, req, user.id),
  );
}
