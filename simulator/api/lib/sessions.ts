import { randomBytes } from 'node:crypto';
import { SMS_CODE_TTL_SECONDS } from '../../../renderer/src/contracts/api/auth';
import type { Db } from '../db/types';
import { badRequest } from './envelope';
import { avatarPath } from './avatar-png';
import { sessionQueries } from '../queries/sessions';
import { userQueries } from '../queries/users';

/** Checks and spends the phone's latest SMS code (5 minutes, once). */
export function consumeSmsCode(db: Db, now: number, phone: string, code: string): void {
  const q = sessionQueries(db);
  const row = q.latestCode(phone);
  if (!row) throw badRequest('请先获取验证码');
  if (row.used) throw badRequest('验证码已使用，请重新获取');
  if (now - row.sent_at > SMS_CODE_TTL_SECONDS * 1000) throw badRequest('验证码已过期，请重新获取');
  if (row.code !== code) throw badRequest('验证码错误');
  q.useCode(row.id);
}

export const inviteCodeOf = (id: number): string =>
  `T${(100000 + id * 7919).toString(36).toUpperCase()}`;

/** Finds the phone's account or creates it (an unregistered number gets an account: docs/product.md「账号与登录」). */
export function findOrCreateUser(
  db: Db,
  now: number,
  phone: string,
): { id: number; isNew: boolean } {
  const users = userQueries(db);
  const existing = users.idOfPhone(phone);
  if (existing !== undefined) return { id: existing, isNew: false };
  const id = users.nextId();
  users.create(
    {
      id,
      phone,
      nickname: `税友${phone.slice(-4)}`,
      avatar: avatarPath(id),
      inviteCode: inviteCodeOf(id),
    },
    now,
  );
  return { id, isNew: true };
}

/** A new session token for the user. */
export function issueToken(db: Db, userId: number, now: number): string {
  const token = randomBytes(24).toString('hex');
  sessionQueries(db).addToken(token, userId, now);
  return token;
}
