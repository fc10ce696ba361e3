import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Inviter,
  inviteInfoEndpoint,
  inviteAcceptEndpoint,
} from '../../../renderer/src/contracts/api/invite';
import { ApiError, badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { inviteQueries, type InviterRow } from '../queries/invite';
import { INVITE_REWARD_POINTS } from '../seed/invite';

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

const inviterOf = (req: FastifyRequest, row: InviterRow): Inviter => ({
  nickname: row.nickname,
  avatar: publicUrl(req, row.avatar),
  inviteCode: row.invite_code,
  title: row.user_type === 1 ? (row.title ?? '税务专家') : null,
});

/** Invitations: who invited (for /invite), one's own card (for /poster), accepting an invitation. */
export function inviteRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const q = inviteQueries(ctx.db);
  const tags = ['invite'];

  defineRoute(
    app,
    inviteInfoEndpoint,
    { summary: '邀请信息：邀请人（按邀请码）与我的邀请卡（登录时）', tags, auth: 'optional' },
    ({ query, user, req }) => {
      let inviter: Inviter | null = null;
      if (query.code) {
        const row = q.byCode(query.code);
        if (!row) throw notFound('邀请码不存在');
        inviter = inviterOf(req, row);
      }
      let mine = null;
      if (user) {
        const row = q.byId(user.id);
        if (row) {
          const totals = q.totals(row.id);
          mine = {
            ...inviterOf(req, row),
            invitePath: `/invite?code=${row.invite_code}`,
            invitedCount: totals.count,
            rewardPoints: totals.points,
          };
        }
      }
      return {
        inviter,
        mine,
        rewardPoints: INVITE_REWARD_POINTS,
        rules: RULES,
        benefits: BENEFITS,
      };
    },
  );

  defineRoute(
    app,
    inviteAcceptEndpoint,
    { summary: '接受邀请（需登录；每人一次）', tags, auth: 'required', msg: '邀请成功' },
    ({ body, user, req }) => {
      const inviter = q.byCode(body.code);
      if (!inviter) throw notFound('邀请码不存在');
      if (inviter.id === user.id) throw badRequest('不能使用自己的邀请码');
      if (q.wasInvited(user.id)) throw conflict('您已接受过邀请');
      // An invitation is for a new account: one older than a day was not registered through it.
      const createdAt = q.userCreatedAt(user.id);
      if (createdAt === undefined || ctx.now() - createdAt > 86_400_000)
        throw new ApiError(400, '邀请仅限新注册用户');
      const now = ctx.now();
      ctx.db.transaction(() => q.accept(user.id, inviter.id, INVITE_REWARD_POINTS, now))();
      return { inviter: inviterOf(req, inviter), rewardPoints: INVITE_REWARD_POINTS };
    },
  );
}
