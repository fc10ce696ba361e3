/**
 * The simulated App Store's course products. Apple sells fixed price tiers, not one product per
 * course: every course (single or series) of a price is sold as that tier's product, and the
 * server matches a receipt's tier to the course of the order it was bought for.
 */
const COURSE_TIER = /^com\.sim\.taxapp\.course\.tier(\d{1,7})$/;

/** The product id of a course price tier (null: a free course is not sold). */
export const courseProductId = (priceCents: number): string | null =>
  priceCents > 0 ? `com.sim.taxapp.course.tier${priceCents}` : null;

/** The price (cents) of a course tier's product id, or null when it is not a course tier. */
export function courseTierCents(productId: string): number | null {
  const m = COURSE_TIER.exec(productId);
  const cents = m ? Number(m[1]) : 0;
  return cents > 0 ? cents : null;
}
