import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for invitations between seeded accounts: prepared once per database, run inside
 * the seed's transaction.
 */
export const inviteSeedQueries = defineQueries((db) => ({
  invite: db.prepare(
    'INSERT INTO invites (invitee_id, inviter_id, reward_points, created_at) VALUES (?, ?, ?, ?)',
  ),
}));
