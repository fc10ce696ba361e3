import { defineQueries } from '../db/queries';

export type InviterRow = {
  id: number;
  nickname: string;
  avatar: string | null;
  invite_code: string;
  user_type: number;
  title: string | null;
};

/** App invitations (points for both sides): who invited whom. */
export const inviteQueries = defineQueries((db) => {
  const byCode = db.prepare<[string], InviterRow>(
    'SELECT id, nickname, avatar, invite_code, user_type, title FROM users WHERE invite_code = ?',
  );
  const byId = db.prepare<[number], InviterRow>(
    'SELECT id, nickname, avatar, invite_code, user_type, title FROM users WHERE id = ?',
  );
  const totals = db.prepare<[number], { n: number; points: number | null }>(
    'SELECT COUNT(*) AS n, SUM(reward_points) AS points FROM invites WHERE inviter_id = ?',
  );
  const inviterOf = db.prepare<[number], { inviter_id: number }>(
    'SELECT inviter_id FROM invites WHERE invitee_id = ?',
  );
  const createdAt = db.prepare<[number], { created_at: number }>(
    'SELECT created_at FROM users WHERE id = ?',
  );
  const record = db.prepare<[number, number, number, number]>(
    'INSERT INTO invites (invitee_id, inviter_id, reward_points, created_at) VALUES (?, ?, ?, ?)',
  );
  const reward = db.prepare<[number, number, number]>(
    'UPDATE users SET points = points + ? WHERE id IN (?, ?)',
  );
  // Each side's points bill (收支明细) says where the points came from.
  const bill = db.prepare<[number, number, string, number]>(
    'INSERT INTO points_log (user_id, delta, reason, created_at) VALUES (?, ?, ?, ?)',
  );

  return {
    byCode: (code: string) => byCode.get(code),
    byId: (id: number) => byId.get(id),
    /** How many a user invited and the points it earned them. */
    totals(inviterId: number) {
      const r = totals.get(inviterId);
      return { count: r?.n ?? 0, points: r?.points ?? 0 };
    },
    wasInvited: (inviteeId: number) => inviterOf.get(inviteeId) !== undefined,
    userCreatedAt: (userId: number) => createdAt.get(userId)?.created_at,
    /** Records the invitation and gives both sides their points (call inside a transaction). */
    accept(inviteeId: number, inviterId: number, points: number, now: number): void {
      record.run(inviteeId, inviterId, points, now);
      reward.run(points, inviteeId, inviterId);
      bill.run(inviterId, points, '邀请好友注册', now);
      bill.run(inviteeId, points, '受邀注册奖励', now);
    },
  };
});
