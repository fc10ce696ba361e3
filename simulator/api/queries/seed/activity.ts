import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for rescue regions, activities, the essay contest and coin channels: prepared once per database, run inside
 * the seed's transaction.
 */
export const activitySeedQueries = defineQueries((db) => ({
  region: db.prepare('INSERT INTO rescue_regions (id, name, disaster) VALUES (?, ?, ?)'),
  activity: db.prepare(
    'INSERT INTO activities (id, title, summary, content, host, location, online, signup_start, signup_end, start_at, end_at, capacity, price_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  essayContest: db.prepare('INSERT INTO essay_contests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
  channel: db.prepare(
    'INSERT INTO coin_channels (code, name, gift_coins, ends_at) VALUES (?, ?, ?, ?)',
  ),
}));
