import { MemberApplyView } from '../components/member-apply-view';
import { planPrice } from '../lib/member-display';

/** /v2/member/apply: the chosen plan up front, the plans as a row to swipe, then the same purchase flow. */
export function V2MemberApplyPage() {
  return (
    <MemberApplyView
      render={({ plan, status, plans, checkout }) => (
        <>
          {plan ? (
            <section className="member-apply__hero" aria-label="已选套餐">
              <h2>{plan.name}</h2>
              <p className="member-apply__hero-price">¥{planPrice(plan).price}</p>
              <p>{plan.description}</p>
            </section>
          ) : null}
          {status}
          {plans('row')}
          {checkout}
        </>
      )}
    />
  );
}
