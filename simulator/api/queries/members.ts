import { defineQueries } from '../db/queries';

/** A row of `member_plans`. */
export type PlanRow = {
  id: number;
  name: string;
  level: number;
  days: number;
  price_cents: number;
  original_cents: number;
  description: string;
  tag: string | null;
  ios_product_id: string;
};
export type RightRow = {
  name: string;
  description: string;
  free: string;
  personal: string;
  enterprise: string;
};
export type RedemptionRow = {
  plan_id: number;
  days: number;
  expire_at: number;
  used_by: number | null;
};

/** Member plans, rights, trials, redemption codes, and the membership stored on the user. */
export const memberQueries = defineQueries((db) => {
  const plans = db.prepare<[], PlanRow>('SELECT * FROM member_plans ORDER BY sort');
  const plan = db.prepare<[number], PlanRow>('SELECT * FROM member_plans WHERE id = ?');
  const planOfProduct = db.prepare<[string], { id: number }>(
    'SELECT id FROM member_plans WHERE ios_product_id = ?',
  );
  const rights = db.prepare<[], RightRow>(
    'SELECT name, description, free, personal, enterprise FROM member_rights ORDER BY id',
  );
  const setMembership = db.prepare<[number, number, number]>(
    'UPDATE users SET member_level = ?, member_expire_at = ? WHERE id = ?',
  );
  const memberExpireAt = db.prepare<[number], { member_expire_at: number | null }>(
    'SELECT member_expire_at FROM users WHERE id = ?',
  );
  const trialExpiry = db.prepare<[number], { expire_at: number }>(
    'SELECT expire_at FROM member_trials WHERE user_id = ?',
  );
  const addTrial = db.prepare<[number, number, number]>(
    'INSERT INTO member_trials (user_id, started_at, expire_at) VALUES (?, ?, ?)',
  );
  const redemption = db.prepare<[string], RedemptionRow>(
    'SELECT plan_id, days, expire_at, used_by FROM redemption_codes WHERE code = ?',
  );
  const useRedemption = db.prepare<[number, number, string]>(
    'UPDATE redemption_codes SET used_by = ?, used_at = ? WHERE code = ?',
  );
  const unusedRedemptions = db.prepare<[], { code: string; planName: string }>(
    'SELECT r.code, p.name AS planName FROM redemption_codes r JOIN member_plans p ON p.id = r.plan_id WHERE r.used_by IS NULL ORDER BY r.code',
  );
  return {
    plans: () => plans.all(),
    plan: (id: number) => plan.get(id),
    /** The plan an App Store product sells. */
    planOfProduct: (productId: string) => planOfProduct.get(productId),
    rights: () => rights.all(),
    setMembership: (userId: number, level: number, expireAt: number) =>
      void setMembership.run(level, expireAt, userId),
    memberExpireAt: (userId: number) => memberExpireAt.get(userId)?.member_expire_at ?? null,
    trialExpiry: (userId: number) => trialExpiry.get(userId)?.expire_at ?? null,
    addTrial: (userId: number, now: number, expireAt: number) =>
      void addTrial.run(userId, now, expireAt),
    redemption: (code: string) => redemption.get(code),
    useRedemption: (code: string, userId: number, now: number) =>
      void useRedemption.run(userId, now, code),
    unusedRedemptions: () => unusedRedemptions.all(),
  };
});
