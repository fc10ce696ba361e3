import { defineQueries } from '../db/queries';

export type UserRow = {
  id: number;
  phone: string;
  nickname: string;
  user_type: number;
  avatar: string | null;
  title: string | null;
  company: string | null;
  points: number;
  balance_cents: number;
  member_level: number;
  member_expire_at: number | null;
  invite_code: string;
  created_at: number;
};
/** What the QA panel shows of a seeded account. */
export type AccountRow = {
  phone: string;
  nickname: string;
  user_type: number;
  member_level: number;
  member_expire_at: number | null;
};
/** The kinds of seeded account the QA panel lists. */
export type AccountKind = 'expert' | 'firm' | 'personal' | 'plain';

const ACCOUNT_WHERE: Record<AccountKind, string> = {
  expert: 'user_type = 1 AND ? IS NOT NULL',
  firm: 'user_type = 0 AND member_level = 2 AND member_expire_at > ?',
  personal: 'user_type = 0 AND member_level = 1 AND member_expire_at > ?',
  plain: 'user_type = 0 AND (member_level = 0 OR member_expire_at <= ?) AND id > 20',
};

/** User accounts. */
export const userQueries = defineQueries((db) => {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const nickname = db.prepare<[number], { nickname: string }>(
    'SELECT nickname FROM users WHERE id = ?',
  );
  const byPhone = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?');
  const phoneSeen = db.prepare<[string, string], { seen: number }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE phone = ?) OR EXISTS (SELECT 1 FROM sms_codes WHERE phone = ?) AS seen',
  );
  const maxId = db.prepare<[], { m: number | null }>('SELECT MAX(id) AS m FROM users');
  const insert = db.prepare<[number, string, string, string, string, number]>(
    'INSERT INTO users (id, phone, nickname, user_type, avatar, invite_code, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
  );
  const account = (kind: AccountKind) =>
    db.prepare<[number], AccountRow>(
      `SELECT phone, nickname, user_type, member_level, member_expire_at FROM users WHERE ${ACCOUNT_WHERE[kind]} ORDER BY id LIMIT 3`,
    );
  const accounts = {
    expert: account('expert'),
    firm: account('firm'),
    personal: account('personal'),
    plain: account('plain'),
  };

  return {
    byId: (id: number) => byId.get(id),
    nickname: (id: number) => nickname.get(id)?.nickname,
    idOfPhone: (phone: string) => byPhone.get(phone)?.id,
    /** Whether an account or a sent SMS code has this number. */
    phoneSeen: (phone: string) => phoneSeen.get(phone, phone)?.seen === 1,
    /** The id a new account gets: after every existing one. */
    nextId: () => (maxId.get()?.m ?? 0) + 1,
    create: (
      u: { id: number; phone: string; nickname: string; avatar: string; inviteCode: string },
      now: number,
    ) => void insert.run(u.id, u.phone, u.nickname, u.avatar, u.inviteCode, now),
    /** The first three accounts of a kind, as of `now` (memberships may have expired). */
    accounts: (kind: AccountKind, now: number) => accounts[kind].all(now),
  };
});
