import type { Seed } from '../db/types';
import { expertTitle, firmName, personName } from './names';
import { inviteCodeOf } from '../lib/sessions';
import { avatarPath } from '../lib/avatar-png';
import { usersSeedQueries } from '../queries/seed/users';

/** Seeded accounts: ids 1-20 are experts (userTypeCode 1), 21-180 members; phones 1380000xxxx. */
export const SEED_USER_COUNT = 180;
export const SEED_EXPERT_COUNT = 20;
export const seedPhone = (id: number): string => `1380000${String(id).padStart(4, '0')}`;

const DAY = 86_400_000;

export const usersSeed: Seed = {
  name: 'users',
  run(db, rng, now) {
    const insert = usersSeedQueries(db).user;
    for (let id = 1; id <= SEED_USER_COUNT; id++) {
      const expert = id <= SEED_EXPERT_COUNT;
      const memberLevel = expert ? 2 : rng.chance(0.3) ? rng.int(1, 2) : 0;
      insert.run({
        id,
        phone: seedPhone(id),
        nickname: personName(rng),
        userType: expert ? 1 : 0,
        avatar: avatarPath(id),
        title: expert ? expertTitle(rng) : null,
        company: expert || rng.chance(0.4) ? firmName(rng) : null,
        points: rng.int(0, 60) * 100,
        memberLevel,
        memberExpireAt: memberLevel > 0 ? now + rng.int(10, 360) * DAY : null,
        inviteCode: inviteCodeOf(id),
        createdAt: now - rng.int(30, 700) * DAY,
      });
    }
  },
};
