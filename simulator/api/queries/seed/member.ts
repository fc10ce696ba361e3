import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for member plans, rights, coupons, welfare, redemption codes and cards: prepared once per database, run inside
 * the seed's transaction.
 */
export const memberSeedQueries = defineQueries((db) => ({
  plan: db.prepare('INSERT INTO member_plans VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
  right: db.prepare('INSERT INTO member_rights VALUES (?, ?, ?, ?, ?, ?)'),
  tpl: db.prepare('INSERT INTO coupon_templates VALUES (?, ?, ?, ?, ?, ?, 1)'),
  welfare: db.prepare(
    'INSERT INTO welfare (id, title, description, min_level, kind, value, stock, claimed_count, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  coupon: db.prepare(
    'INSERT INTO user_coupons (code, user_id, template_id, received_at, expire_at) VALUES (?, ?, ?, ?, ?)',
  ),
  code: db.prepare('INSERT INTO redemption_codes VALUES (?, ?, ?, ?, ?, ?)'),
  card: db.prepare(
    'INSERT INTO member_cards (id, card_no, password, plan_id, expire_at) VALUES (?, ?, ?, ?, ?)',
  ),
}));
