import { Link } from 'react-router';
import type { MemberPlan } from '@/contracts/api/member';
import { planPrice } from '../lib/member-display';

type Props = { plans: MemberPlan[]; layout?: 'list' | 'row' };

/** The plans on sale; each opens the purchase page (which owns payment). */
export function MemberPlans({ plans, layout = 'list' }: Props) {
  return (
    <section className="member-section" aria-labelledby="member-plans-title">
      <h2 id="member-plans-title" className="member-section__title">
        会员套餐
      </h2>
      <ul className={`member-plans member-plans--${layout}`}>
        {plans.map((plan) => {
          const price = planPrice(plan);
          return (
            <li key={plan.id} className="member-plan">
              <Link className="member-plan__link" to={`/member/apply?planId=${plan.id}`}>
                {plan.tag ? <span className="member-plan__tag">{plan.tag}</span> : null}
                <span className="member-plan__name">{plan.name}</span>
                <span className="member-plan__price">
                  ¥<strong>{price.price}</strong>
                  {price.original ? (
                    <del className="member-plan__original">¥{price.original}</del>
                  ) : null}
                </span>
                {price.saving ? (
                  <span className="member-plan__saving">立省 {price.saving} 元</span>
                ) : null}
                <span className="member-plan__desc">{plan.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
