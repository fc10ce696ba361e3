import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '../../../renderer/src/contracts/api/auth';
import type { Db } from '../db/types';
import { userQueries, type UserRow } from '../queries/users';
import { ApiError } from './envelope';
import { publicUrl } from './urls';

export type { UserRow };

/** Names of membership levels (member plans use the same numbers). */
export const MEMBER_LEVEL_NAMES: Record<number, string> = {
  0: '普通用户',
  1: '个人会员',
  2: '企业会员',
};

export function getUser(db: Db, id: number): UserRow {
  const row = userQueries(db).byId(id);
  if (!row) throw new ApiError(401, '请先登录');
  return row;
}

/** The member level in force at `now` (an expired membership counts as none). */
export const activeLevel = (row: UserRow, now: number): number =>
  row.member_level > 0 && (row.member_expire_at ?? 0) > now ? row.member_level : 0;

/** GET /v1/user/info's data: avatar copied from memberInfo or expertInfo by userTypeCode (docs/product.md「账号与登录」). */
export function userInfoOf(db: Db, req: FastifyRequest, id: number): UserInfo {
  const row = getUser(db, id);
  const now = req.server.ctx.now();
  const avatar = publicUrl(req, row.avatar);
  const level = activeLevel(row, now);
  const base = { id: row.id, phone: row.phone, nickname: row.nickname, avatar };
  if (row.user_type === 1) {
    return {
      ...base,
      userTypeCode: 1,
      memberInfo: null,
      expertInfo: {
        avatar,
        title: row.title ?? '税务专家',
        company: row.company,
        points: row.points,
        inviteCode: row.invite_code,
      },
    };
  }
  return {
    ...base,
    userTypeCode: 0,
    expertInfo: null,
    memberInfo: {
      avatar,
      level,
      levelName: MEMBER_LEVEL_NAMES[level] ?? '普通用户',
      expireAt: level > 0 ? row.member_expire_at : null,
      points: row.points,
      inviteCode: row.invite_code,
    },
  };
}
