import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for seeded accounts: prepared once per database, run inside
 * the seed's transaction.
 */
export const usersSeedQueries = defineQueries((db) => ({
  user: db.prepare(`INSERT INTO users (id, phone, nickname, user_type, avatar, title, company, points, balance_cents, member_level, member_expire_at, invite_code, created_at)
       VALUES (@id, @phone, @nickname, @userType, @avatar, @title, @company, @points, 0, @memberLevel, @memberExpireAt, @inviteCode, @createdAt)`),
}));
