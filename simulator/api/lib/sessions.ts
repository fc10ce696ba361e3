import { randomBytes } from 'node:crypto';
import { SMS_CODE_TTL_SECONDS } from '../../../renderer/src/contracts/api/auth';
import type { Db } from '../db/types';
import { badRequest } from './envelope';
import { avatarPath } from './avatar-png';

/** Checks and spends the phone's latest SMS code (5 minutes, once). */
export function consumeSmsCode(db: Db, now: number, phone: string, code: string): void {
  const row = db
    .prepare<[string], { id: number; code: string; sent_at: number; used: number }>(
      'SELECT id, code, sent_at, used FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
    )
    .get(phone);
  if (!row) throw badRequest('请先获取验证码');
  if (row.used) throw badRequest('验证码已使用，请重新获取');
  if (now - row.sent_at > SMS_CODE_TTL_SECONDS * 1000) throw badRequest('验证码已过期，请重新获取');
  if (row.code !== code) throw badRequest('验证码错误');
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

export const inviteCodeOf = (id: number): string =>
  `T${(100000 + id * 7919).toString(36).toUpperCase()}`;

/** Finds the phone's account or creates it (spec §1: an unregistered number gets an account). */
export function findOrCreateUser(
  db: Db,
  now: number,
  phone: string,
): { id: number; isNew: boolean } {
  const existing = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
    .get(phone);
  if (existing) return { id: existing.id, isNew: false };
  const id =
    (db.prepare<[], { m: number | null }>('SELECT MAX(id) AS m FROM users').get()?.m ?? 0) + 1;
  db.prepare(
    'INSERT INTO users (id, phone, nickname, user_type, avatar, invite_code, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
  ).run(id, phone, `税友${phone.slice(-4)}`, avatarPath(id), inviteCodeOf(id), now);
  return { id, isNew: true };
}

/** A new session token for the user. */
export function issueToken(db: Db, userId: number, now: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)').run(
    token,
    userId,
    now,
  );
  return token;
}
