import type { FastifyRequest } from 'fastify';
import { dataVersion } from '../db/data-version';
import type { Db } from '../db/types';
import { ApiError } from './envelope';
import { sessionQueries, type TokenRow } from '../queries/sessions';

/** A signed-in user as the routes need it. */
export type SessionUser = { id: number; phone: string; nickname: string; userType: 0 | 1 };

function tokenOf(req: FastifyRequest): string | null {
  const raw = req.headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** Tokens looked up since the data last changed, per connection (a signed-in app sends one on every call). */
type Sessions = { version: number; rows: Map<string, TokenRow | null> };
const sessions = new WeakMap<Db, Sessions>();
/** Bounds the memory a caller sending ever new tokens can take. */
const MAX_SESSIONS = 1024;

/**
 * The token's row. Remembered until the data next changes ({@link dataVersion}: any write, a logout
 * or an expired token included), so it is never staler than a query would be.
 */
function lookup(req: FastifyRequest): TokenRow | null {
  const token = tokenOf(req);
  if (!token) return null;
  const { db } = req.server.ctx;
  const version = dataVersion(db);
  let known = sessions.get(db);
  if (!known || known.version !== version) sessions.set(db, (known = { version, rows: new Map() }));
  let row = known.rows.get(token);
  if (row === undefined) {
    row = sessionQueries(db).token(token) ?? null;
    if (known.rows.size >= MAX_SESSIONS) known.rows.clear();
    known.rows.set(token, row);
  }
  return row;
}

const toUser = (row: TokenRow): SessionUser => ({
  id: row.user_id,
  phone: row.phone,
  nickname: row.nickname,
  userType: row.user_type === 1 ? 1 : 0,
});

/** The user of the request's `token` header, or null when there is none or it is no longer valid. */
export function optionalUser(req: FastifyRequest): SessionUser | null {
  const row = lookup(req);
  return row && !row.expired ? toUser(row) : null;
}

/**
 * The signed-in user, or a 401: '请先登录' without a valid token, '登录已过期，请重新登录' for a
 * token that was valid and has expired or been logged out (so QA can tell the two apart).
 */
export function requireUser(req: FastifyRequest): SessionUser {
  const row = lookup(req);
  if (!row) throw new ApiError(401, '请先登录');
  if (row.expired) throw new ApiError(401, '登录已过期，请重新登录');
  return toUser(row);
}
