import type { MemberPlan } from '@/contracts/api/member';
import { planPrice } from '../lib/member-display';

type Props = {
  plans: MemberPlan[];
  chosen: number | null;
  disabled: boolean;
  onChoose: (id: number) => void;
  layout?: 'list' | 'row';
};

/** The plans as one radio group: price from cents, the original struck, 立省 X 元. */
export function MemberPlanPicker({ plans, chosen, disabled, onChoose, layout = 'list' }: Props) {
  return (
    <fieldset className={`member-picker member-picker--${layout}`}>
      <legend className="member-picker__legend">选择套餐</legend>
      {plans.map((plan) => {
        const price = planPrice(plan);
        return (
          <label
            key={plan.id}
            className={`member-picker__plan${chosen === plan.id ? ' member-picker__plan--chosen' : ''}`}
          >
            <input
              type="radio"
              name="member-plan"
              className="member-picker__radio"
              checked={chosen === plan.id}
              disabled={disabled}
              onChange={() => onChoose(plan.id)}
            />
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
          </label>
        );
      })}
    </fieldset>
  );
}
