import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../lib/route';
import { findOrCreateUser, issueToken } from '../lib/sessions';
import { createControls, DEFAULT_SMS_FAILURE_MSG } from '../sim/controls';
import {
  simAccountsEndpoint,
  simAdvanceEndpoint,
  simExpireTokenEndpoint,
  simFailEndpoint,
  simHealthEndpoint,
  simLatencyEndpoint,
  simNativeSessionEndpoint,
  simNewPhoneNumberEndpoint,
  simResetEndpoint,
  simSmsEndpoint,
  simSmsFailureEndpoint,
  simStateEndpoint,
} from '../sim/endpoints';
import { buildOpenApi } from '../sim/openapi';
import { sessionQueries } from '../queries/sessions';
import { userQueries, type AccountKind } from '../queries/users';

/** Scenario controls for QA, the panel and tests (DESIGN.md "The mock API"). */
export function simRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const tags = ['sim'];
  const state = () => ({ ...ctx.controls, now: ctx.now() });

  defineRoute(app, simHealthEndpoint, { summary: '健康检查', tags, auth: 'none' }, () => ({
    ok: true as const,
    now: ctx.now(),
  }));

  defineRoute(
    app,
    simSmsEndpoint,
    { summary: '已发送的验证码（最新在前）', tags, auth: 'none' },
    ({ query }) =>
      sessionQueries(ctx.db)
        .sent(query.phone ?? null, query.limit)
        .map((r) => ({
          phone: r.phone,
          type: r.type,
          code: r.code,
          sentAt: r.sent_at,
          used: r.used === 1,
        })),
  );

  defineRoute(
    app,
    simAccountsEndpoint,
    { summary: '代表性种子账号（QA 用手机号 + 短信验证码登录它们）', tags, auth: 'none' },
    () => {
      const now = ctx.now();
      const pick = (kind: AccountKind, role: string) =>
        userQueries(ctx.db)
          .accounts(kind, now)
          .map((r) => ({
            phone: r.phone,
            nickname: r.nickname,
            userTypeCode: r.user_type,
            role,
            memberLevel: (r.member_expire_at ?? 0) > now ? r.member_level : 0,
          }));
      return [
        ...pick('expert', '专家'),
        ...pick('firm', '企业会员'),
        ...pick('personal', '个人会员'),
        ...pick('plain', '普通用户'),
      ];
    },
  );

  // From a random start, so that servers sharing a data folder rarely try the same numbers.
  let nextPhoneNumber = randomInt(0, 50_000_000);
  defineRoute(
    app,
    simNewPhoneNumberEndpoint,
    { summary: '分配一个本服务器从未用过的手机号（测试自己的新用户）', tags, auth: 'none' },
    () => {
      const users = userQueries(ctx.db);
      let phone: string;
      do phone = `170${String(nextPhoneNumber++ % 100_000_000).padStart(8, '0')}`;
      while (users.phoneSeen(phone));
      return { phone };
    },
  );

  // The native app's own login screen is outside the H5 app: the simulator signs its account in
  // directly, so QA can switch native accounts at will without the SMS resend limit.
  defineRoute(
    app,
    simNativeSessionEndpoint,
    {
      summary:
        '模拟原生 App 登录：按手机号签发令牌（新号码自动注册，不发短信、不受 60 秒间隔限制）',
      tags,
      auth: 'none',
    },
    ({ body }) => {
      const now = ctx.now();
      return ctx.db.transaction(() => {
        const user = findOrCreateUser(ctx.db, now, body.phone);
        return { token: issueToken(ctx.db, user.id, now), isNew: user.isNew };
      })();
    },
  );

  defineRoute(app, simStateEndpoint, { summary: '当前场景控制', tags, auth: 'none' }, state);

  defineRoute(
    app,
    simLatencyEndpoint,
    { summary: '为匹配的路由设置固定延迟（ms 为 0 则移除）', tags, auth: 'none' },
    ({ body }) => {
      ctx.controls.latency = ctx.controls.latency.filter((r) => r.pattern !== body.pattern);
      if (body.ms > 0) ctx.controls.latency.push({ pattern: body.pattern, ms: body.ms });
      return state();
    },
  );

  defineRoute(
    app,
    simFailEndpoint,
    { summary: '让匹配路由的后 N 次调用失败', tags, auth: 'none' },
    ({ body }) => {
      ctx.controls.fail = ctx.controls.fail.filter((r) => r.pattern !== body.pattern);
      ctx.controls.fail.push({
        pattern: body.pattern,
        remaining: body.times,
        status: body.status,
        msg: body.msg,
      });
      return state();
    },
  );

  defineRoute(
    app,
    simSmsFailureEndpoint,
    { summary: '短信发送失败开关', tags, auth: 'none' },
    ({ body }) => {
      ctx.controls.smsFailure = {
        enabled: body.enabled,
        msg: body.msg ?? DEFAULT_SMS_FAILURE_MSG,
        status: body.status ?? 400,
      };
      return state();
    },
  );

  defineRoute(
    app,
    simExpireTokenEndpoint,
    { summary: '让令牌过期（指定 token 或手机号的全部令牌）', tags, auth: 'none' },
    ({ body }) => {
      const expired = sessionQueries(ctx.db).expire(
        body.token ? { token: body.token } : { phone: body.phone ?? '' },
      );
      return { expired };
    },
  );

  defineRoute(
    app,
    simAdvanceEndpoint,
    { summary: '拨快模拟时钟（用于跨过 60 秒短信间隔等）', tags, auth: 'none' },
    ({ body }) => {
      ctx.controls.clockOffsetMs += body.ms;
      return state();
    },
  );

  defineRoute(
    app,
    simResetEndpoint,
    { summary: '恢复到种子数据并清除场景控制', tags, auth: 'none' },
    () => {
      // Controls first: the clock goes back to real time, and the seed is dated from it.
      Object.assign(ctx.controls, createControls());
      ctx.reset();
      return state();
    },
  );

  // The document itself is not enveloped: OpenAPI tools read it as is. Routes are fixed once the
  // server is ready, so it is built on first request and kept.
  let openApi: ReturnType<typeof buildOpenApi> | null = null;
  app.get('/__sim/openapi.json', async () => (openApi ??= buildOpenApi(ctx.docs)));
}
