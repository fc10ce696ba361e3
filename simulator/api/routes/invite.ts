import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Inviter,
  inviteInfoEndpoint,
  inviteAcceptEndpoint,
} from '../../../renderer/src/contracts/api/invite';
import { ApiError, badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import type { Db } from '../db/types';
import { INVITE_REWARD_POINTS } from '../seed/invite';

type UserRow = { id: number; nickname: string; avatar: string | null; invite_code: string; user_type: number; title: string | null };

const RULES = [
  `好友通过您的邀请链接或邀请卡注册成功，双方各得${INVITE_REWARD_POINTS}积分。`,
  '每位新用户只能接受一次邀请，不能使用自己的邀请码。',
  '积分可在积分商城兑换课程、会员月卡及实物礼品。',
  '如发现刷号、虚假注册等行为，平台有权取消奖励。',
];
const BENEFITS = [
  { title: '专家在线答疑', description: '注册税务师、注册会计师解答实务难题' },
  { title: '每日政策速递', description: '财税新规第一时间推送，附专家解读' },
  { title: '个税计算器', description: '工资、年终奖、劳务报酬一键测算' },
  { title: '积分兑好礼', description: '积分可兑换课程、会员月卡与实物礼品' },
];

const inviterOf = (req: FastifyRequest, row: UserRow): Inviter => ({
  nickname: row.nickname,
  avatar: publicUrl(req, row.avatar),
  inviteCode: row.invite_code,
  title: row.user_type === 1 ? (row.title ?? '税务专家') : null,
});

const byCode = (db: Db, code: string): UserRow | undefined =>
  db.prepare<[string], UserRow>('SELECT id, nickname, avatar, invite_code, user_type, title FROM users WHERE invite_code = ?').get(code);

/** Invitations: who invited (for /invite), one's own card (for /poster), accepting an invitation. */
export function inviteRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const tags = ['invite'];

  defineRoute(app, inviteInfoEndpoint, { summary: '邀请信息：邀请人（按邀请码）与我的邀请卡（登录时）', tags, auth: 'optional' }, ({ query, user, req }) => {
    let inviter: Inviter | null = null;
    if (query.code) {
      const row = byCode(ctx.db, query.code);
      if (!row) throw notFound('邀请码不存在');
      inviter = inviterOf(req, row);
    }
    let mine = null;
    if (user) {
      const row = ctx.db.prepare<[number], UserRow>('SELECT id, nickname, avatar, invite_code, user_type, title FROM users WHERE id = ?').get(user.id);
      if (row) {
        const stats = ctx.db.prepare<[number], { n: number; points: number | null }>('SELECT COUNT(*) AS n, SUM(reward_points) AS points FROM invites WHERE inviter_id = ?').get(row.id);
        mine = { ...inviterOf(req, row), invitePath: `/invite?code=${row.invite_code}`, invitedCount: stats?.n ?? 0, rewardPoints: stats?.points ?? 0 };
      }
    }
    return { inviter, mine, rewardPoints: INVITE_REWARD_POINTS, rules: RULES, benefits: BENEFITS };
  });

  defineRoute(app, inviteAcceptEndpoint, { summary: '接受邀请（需登录；每人一次）', tags, auth: 'required', msg: '邀请成功' }, ({ body, user, req }) => {
    const inviter = byCode(ctx.db, body.code);
    if (!inviter) throw notFound('邀请码不存在');
    if (inviter.id === user.id) throw badRequest('不能使用自己的邀请码');
    const already = ctx.db.prepare<[number], { inviter_id: number }>('SELECT inviter_id FROM invites WHERE invitee_id = ?').get(user.id);
    if (already) throw conflict('您已接受过邀请');
    // An invitation is for a new account: one older than a day was not registered through it.
    const created = ctx.db.prepare<[number], { created_at: number }>('SELECT created_at FROM users WHERE id = ?').get(user.id);
    if (!created || ctx.now() - created.created_at > 86_400_000) throw new ApiError(400, '邀请仅限新注册用户');
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('INSERT INTO invites (invitee_id, inviter_id, reward_points, created_at) VALUES (?, ?, ?, ?)').run(user.id, inviter.id, INVITE_REWARD_POINTS, now);
      ctx.db.prepare('UPDATE users SET points = points + ? WHERE id IN (?, ?)').run(INVITE_REWARD_POINTS, user.id, inviter.id);
    })();
    return { inviter: inviterOf(req, inviter), rewardPoints: INVITE_REWARD_POINTS };
  });
}
