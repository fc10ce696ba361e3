import { defineQueries } from '../db/queries';

export type CouponTemplate = { title: string; amount_cents: number; valid_days: number };
export type ConsultClaim = { code: string; expire_at: number; used_order_no: string | null };

/** /consult's free consultation coupons: the template, and who claimed which coupon. */
export const consultQueries = defineQueries((db) => {
  const template = db.prepare<[number], CouponTemplate>(
    'SELECT title, amount_cents, valid_days FROM coupon_templates WHERE id = ?',
  );
  const claim = db.prepare<[number], ConsultClaim>(
    'SELECT uc.code, uc.expire_at, uc.used_order_no FROM consult_coupon_claims c JOIN user_coupons uc ON uc.code = c.coupon_code WHERE c.user_id = ?',
  );
  const claimed = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consult_coupon_claims');
  const addCoupon = db.prepare<[string, number, number, number, number]>(
    'INSERT INTO user_coupons (code, user_id, template_id, received_at, expire_at) VALUES (?, ?, ?, ?, ?)',
  );
  const addClaim = db.prepare<[number, string, number]>(
    'INSERT INTO consult_coupon_claims (user_id, coupon_code, claimed_at) VALUES (?, ?, ?)',
  );
  return {
    template: (id: number) => template.get(id),
    claim: (userId: number) => claim.get(userId),
    claimedCount: () => claimed.get()?.n ?? 0,
    /** Gives the user coupon `code` of template `templateId` and records it as their claim. */
    addClaim(
      c: { userId: number; code: string; templateId: number; expireAt: number },
      now: number,
    ): void {
      addCoupon.run(c.code, c.userId, c.templateId, now, c.expireAt);
      addClaim.run(c.userId, c.code, now);
    },
  };
});
