import { defineQueries } from '../db/queries';

/** A user's coupon joined with its template. */
export type CouponRow = {
  code: string;
  title: string;
  amount_cents: number;
  threshold_cents: number;
  scope: number;
  expire_at: number;
  used_order_no: string | null;
};
export type CouponTemplateRow = {
  id: number;
  title: string;
  amount_cents: number;
  threshold_cents: number;
  scope: number;
  valid_days: number;
};

/** Coupon templates and the coupons users hold, with the order each is held by. */
export const couponQueries = defineQueries((db) => {
  const validDays = db.prepare<[number], { valid_days: number }>(
    'SELECT valid_days FROM coupon_templates WHERE id = ?',
  );
  const publicTemplates = db.prepare<[], CouponTemplateRow>(
    'SELECT * FROM coupon_templates WHERE public = 1 ORDER BY id',
  );
  const add = db.prepare<[string, number, number, number, number]>(
    'INSERT INTO user_coupons (code, user_id, template_id, received_at, expire_at) VALUES (?, ?, ?, ?, ?)',
  );
  const ofUser = db.prepare<[number], CouponRow>(
    `SELECT uc.code, t.title, t.amount_cents, t.threshold_cents, t.scope, uc.expire_at, uc.used_order_no
     FROM user_coupons uc JOIN coupon_templates t ON t.id = uc.template_id WHERE uc.user_id = ? ORDER BY uc.expire_at`,
  );
  const expiries = db.prepare<[number], { expire_at: number }>(
    'SELECT expire_at FROM user_coupons WHERE user_id = ?',
  );
  const receivedTemplates = db.prepare<[number], { template_id: number }>(
    'SELECT DISTINCT template_id FROM user_coupons WHERE user_id = ?',
  );
  const hasTemplate = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM user_coupons WHERE user_id = ? AND template_id = ?',
  );
  const hold = db.prepare<[string, string]>(
    'UPDATE user_coupons SET used_order_no = ? WHERE code = ?',
  );
  const release = db.prepare<[string, string]>(
    'UPDATE user_coupons SET used_order_no = NULL WHERE code = ? AND used_order_no = ?',
  );
  return {
    validDays: (templateId: number) => validDays.get(templateId)?.valid_days,
    publicTemplates: () => publicTemplates.all(),
    add: (code: string, userId: number, templateId: number, now: number, expireAt: number) =>
      void add.run(code, userId, templateId, now, expireAt),
    ofUser: (userId: number) => ofUser.all(userId),
    expiriesOfUser: (userId: number) => expiries.all(userId).map((c) => c.expire_at),
    receivedTemplateIds: (userId: number) =>
      receivedTemplates.all(userId).map((r) => r.template_id),
    hasTemplate: (userId: number, templateId: number) =>
      hasTemplate.get(userId, templateId) !== undefined,
    /** Marks the coupon as held by an unpaid order. */
    hold: (code: string, orderNo: string) => void hold.run(orderNo, code),
    /** Frees the coupon if `orderNo` still holds it. */
    release: (code: string, orderNo: string) => void release.run(code, orderNo),
  };
});
