import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { grantMembership } from './routes/member';
import { call, loginAs, startTestServer, type TestServer } from './testing';

/**
 * Issue 13.18: 20 identical requests at once against every endpoint that spends, grants, claims or
 * withdraws take effect exactly once (the rest are refused or answer the same result). Each case
 * prepares a user for whom the action is valid once, fires the 20 together and counts the effect
 * in the database.
 */
const TIMES = 20;

type Case = {
  name: string;
  /** Prepares the state; answers the request and the SQL (one row, column n) counting the effect. */
  prepare(s: TestServer, phone: string): Promise<{ method: InjectOptions['method']; url: string; body?: unknown; token?: string; effect: string; args?: unknown[] }>;
};

const userIdOf = (s: TestServer, phone: string): number => s.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)?.id ?? 0;
const smsCodeOf = async (s: TestServer, phone: string): Promise<string> => {
  await call(s.app, 'POST', '/sms/send', { phone, type: 2 });
  return (await call<{ code: string }[]>(s.app, 'GET', `/__sim/sms?phone=${phone}&limit=1`)).body.data[0]?.code ?? '';
};

const CASES: Case[] = [
  {
    name: 'POST /v3/order/create (a course)',
    prepare: async (s, phone) => ({ method: 'POST', url: '/v3/order/create', body: { orderType: 2, goodsId: 9 }, token: await loginAs(s.app, phone), effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND goods_id = 9', args: [userIdOf(s, phone)] }),
  },
  {
    name: 'POST /v3/order/pay',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 1 }, token);
      return { method: 'POST', url: '/v3/order/pay', body: { orderNo: order.body.data.orderNo, channel: 'wechat' }, token, effect: "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 1", args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /order/cancel/:orderNo (coupon released once)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 1 }, token);
      return { method: 'POST', url: `/order/cancel/${order.body.data.orderNo}`, token, effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 2', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /member/welfare/claim/:id',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      grantMembership(s.db, userIdOf(s, phone), 1, 30, s.clock.now());
      const welfare = s.db.prepare<[], { id: number }>("SELECT id FROM welfare WHERE min_level <= 1 AND kind = 'points' LIMIT 1").get();
      return { method: 'POST', url: `/member/welfare/claim/${welfare?.id}`, token, effect: 'SELECT COUNT(*) AS n FROM welfare_claims WHERE user_id = ?', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /member/coupon/receive/:id',
    prepare: async (s, phone) => ({ method: 'POST', url: '/member/coupon/receive/2', token: await loginAs(s.app, phone), effect: 'SELECT COUNT(*) AS n FROM user_coupons WHERE user_id = ? AND template_id = 2', args: [userIdOf(s, phone)] }),
  },
  {
    name: 'POST /member/exchange (redemption code)',
    prepare: async (s, phone) => {
      const code = s.db.prepare<[], { code: string }>('SELECT code FROM redemption_codes WHERE used_by IS NULL LIMIT 1').get()?.code;
      return { method: 'POST', url: '/member/exchange', body: { code }, token: await loginAs(s.app, phone), effect: 'SELECT COUNT(*) AS n FROM redemption_codes WHERE used_by = ?', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /member/exchange/by/mobile',
    prepare: async (s, phone) => {
      const code = s.db.prepare<[], { code: string }>('SELECT code FROM redemption_codes WHERE used_by IS NULL LIMIT 1').get()?.code;
      const smsCode = await smsCodeOf(s, phone);
      return { method: 'POST', url: '/member/exchange/by/mobile', body: { phone, smsCode, code }, effect: 'SELECT COUNT(*) AS n FROM redemption_codes r JOIN users u ON u.id = r.used_by WHERE u.phone = ?', args: [phone] };
    },
  },
  {
    name: 'POST /firm/apply (enterprise trial)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      // The contact's mobile is verified by SMS; another number than the login's (one code per number per 60 s).
      const contactPhone = `19${phone.slice(2)}`;
      const smsCode = await smsCodeOf(s, contactPhone);
      return {
        method: 'POST',
        url: '/firm/apply',
        body: { companyName: '深圳市前海税友科技有限公司', creditCode: '91440300MA5FUTXQ2P', contactName: '周明', contactPhone, smsCode, employeeCount: '21-100', city: '深圳' },
        token,
        effect: 'SELECT COUNT(*) AS n FROM firm_applications WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    name: 'POST /integral/order/submit (points enough for one)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const goods = s.db.prepare<[], { id: number; points: number }>("SELECT id, points FROM mall_goods WHERE virtual = 1 AND grant_kind = 'coupon' AND stock > 0 LIMIT 1").get();
      s.db.prepare('UPDATE users SET points = ? WHERE phone = ?').run(goods?.points ?? 0, phone);
      return { method: 'POST', url: '/integral/order/submit', body: { goodsId: goods?.id, quantity: 1 }, token, effect: 'SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ? AND goods_id = ?', args: [userIdOf(s, phone), goods?.id] };
    },
  },
  {
    name: 'POST /invite/accept',
    prepare: async (s, phone) => {
      const code = s.db.prepare<[], { invite_code: string }>('SELECT invite_code FROM users WHERE id = 1').get()?.invite_code;
      return { method: 'POST', url: '/invite/accept', body: { code }, token: await loginAs(s.app, phone), effect: 'SELECT COUNT(*) AS n FROM invites WHERE invitee_id = ?', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /exam/apply (with an inviter, who gets a red packet)',
    prepare: async (s, phone) => ({ method: 'POST', url: '/exam/apply', body: { examId: 5, inviteUserId: 1 }, token: await loginAs(s.app, phone), effect: 'SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = 5 AND invitee_id = ?', args: [userIdOf(s, phone)] }),
  },
  {
    name: 'POST /exam/lottery/:examId (one chance)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      s.db.prepare('INSERT INTO exam_user_stats (exam_id, user_id, lottery_chances) VALUES (5, ?, 1)').run(userIdOf(s, phone));
      return { method: 'POST', url: '/exam/lottery/5', body: {}, token, effect: 'SELECT COUNT(*) AS n FROM lottery_draws WHERE exam_id = 5 AND user_id = ?', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /exam/task/receiveReward (share task)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      await call(s.app, 'POST', '/exam/buring/point', { examId: 5, event: 'share' }, token);
      const task = s.db.prepare<[], { id: number }>("SELECT id FROM exam_tasks WHERE exam_id = 5 AND title = '分享竞赛海报'").get();
      return { method: 'POST', url: '/exam/task/receiveReward', body: { examId: 5, taskId: task?.id }, token, effect: 'SELECT COUNT(*) AS n FROM task_claims WHERE user_id = ?', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /exam/v2/saveResult (one attempt submitted once)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      const begin = await call<{ attemptId: number }>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
      return { method: 'POST', url: '/exam/v2/saveResult', body: { attemptId: begin.body.data.attemptId }, token, effect: 'SELECT COUNT(*) AS n FROM exam_attempts WHERE user_id = ? AND finished_at IS NOT NULL', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /exam/useProp (a skip card on one question, spent once)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      s.db.prepare('INSERT INTO user_props (exam_id, user_id, prop_type, count) VALUES (5, ?, 2, 5)').run(userIdOf(s, phone));
      const begin = await call<{ attemptId: number; question: { index: number } }>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
      const { attemptId, question } = begin.body.data;
      return { method: 'POST', url: '/exam/useProp', body: { attemptId, index: question.index, propType: 2 }, token, effect: 'SELECT 5 - count AS n FROM user_props WHERE exam_id = 5 AND user_id = ? AND prop_type = 2', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /redpack/withdraw (the whole balance)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      s.db.prepare('INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (5, ?, 2, 500, 1, ?)').run(userIdOf(s, phone), s.clock.now());
      return { method: 'POST', url: '/redpack/withdraw', body: { examId: 5, amountCents: 500, channel: 'wechat', account: 'wx_tax', realName: '周明' }, token, effect: 'SELECT COUNT(*) AS n FROM redpacks WHERE user_id = ? AND kind = 3', args: [userIdOf(s, phone)] };
    },
  },
  {
    name: 'POST /receive/exam/ranking/reward and /redpack/ranking/withdraw',
    prepare: async (s) => {
      const champion = s.db.prepare<[], { user_id: number }>('SELECT user_id FROM exam_scores WHERE exam_id = 4 ORDER BY best_score DESC, best_seconds ASC, updated_at ASC, user_id ASC LIMIT 1').get()?.user_id ?? 0;
      const token = await loginAs(s.app, `1380000${String(champion).padStart(4, '0')}`);
      return { method: 'POST', url: '/receive/exam/ranking/reward', body: { examId: 4 }, token, effect: 'SELECT COUNT(*) AS n FROM ranking_claims WHERE exam_id = 4 AND user_id = ?', args: [champion] };
    },
  },
  {
    name: 'POST /api/auth/login (one SMS code, one session)',
    prepare: async (s, phone) => {
      const code = await smsCodeOf(s, phone);
      return { method: 'POST', url: '/api/auth/login', body: { username: phone, password: code }, effect: 'SELECT COUNT(*) AS n FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.phone = ?', args: [phone] };
    },
  },
];

describe(`${TIMES} identical requests at once take effect once`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it.each(CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const phone = `1370000${String(1000 + i).padStart(4, '0')}`;
    const r = await c.prepare(s, phone);
    const count = (): number => s.db.prepare<unknown[], { n: number }>(r.effect).get(...(r.args ?? []))?.n ?? 0;
    const before = count();
    const answers = await Promise.all(Array.from({ length: TIMES }, () => s.app.inject({ method: r.method, url: r.url, headers: r.token ? { token: r.token } : {}, ...(r.body === undefined ? {} : { payload: r.body as InjectOptions['payload'] }) })));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.some((a) => a.statusCode === 200), answers[0]?.body).toBe(true);
    expect(count() - before).toBe(1);
  });
});
