import type { Seed } from '../db/types';
import { SEED_EXPERT_COUNT, SEED_USER_COUNT } from './users';
import { inviteSeedQueries } from '../queries/seed/invite';

/** Points each side of an invitation gets. */
export const INVITE_REWARD_POINTS = 200;

/** Some members registered through another user's invitation (so invite counts are not all zero). */
export const inviteSeed: Seed = {
  name: 'invite',
  run(db, rng, now) {
    const insert = inviteSeedQueries(db).invite;
    for (let invitee = SEED_EXPERT_COUNT + 41; invitee <= SEED_USER_COUNT; invitee++) {
      if (!rng.chance(0.4)) continue;
      insert.run(
        invitee,
        rng.int(1, SEED_EXPERT_COUNT + 40),
        INVITE_REWARD_POINTS,
        now - rng.int(1, 300) * 86_400_000,
      );
    }
  },
};
