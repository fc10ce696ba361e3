import './coupon-picker.css';
import '@/components/checkout/checkout-card.css';
import { useId, useState, type ReactNode } from 'react';
import type { OrderQuote } from '@/contracts/api/order';
import { couponCountText, couponRule, yuan } from './price';

type Props = {
  quote: OrderQuote | null;
  chosen: string | null;
  /** The server's refusal of the chosen coupon (or of the order), shown under the cell. */
  error: string | null;
  disabled: boolean;
  onChoose: (code: string | null) => void;
  /** Shown under the cell while no coupon fits: a way to get one (a page's own offer). */
  offer?: ReactNode;
};

/**
 * The coupon cell: `N 张可用` / `暂无可用优惠券`, or the chosen coupon's discount; opens the list of
 * coupons the server says fit this order (it decides: threshold, scope, expiry).
 */
export function CouponPicker({ quote, chosen, error, disabled, onChoose, offer }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const errorId = useId();
  const usable = quote?.usableCoupons ?? [];
  const summary = quote?.coupon
    ? `-¥${yuan(quote.couponDiscountCents)}`
    : couponCountText(usable.length);
  return (
    <section className="checkout-card checkout-coupons" aria-label="优惠券">
      <button
        type="button"
        className="checkout-coupons__cell"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled || (!quote && !chosen)}
        onClick={() => setOpen((v) => !v)}
      >
        <span>优惠券</span>
        <span className={quote?.coupon ? 'checkout-coupons__discount' : 'checkout-coupons__count'}>
          {summary}
        </span>
      </button>
      {offer && quote && usable.length === 0 && !quote.coupon ? offer : null}
      {error ? (
        <p id={errorId} className="checkout-error" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <fieldset id={listId} className="checkout-coupons__list">
          <legend className="checkout-visually-hidden">选择优惠券</legend>
          <label className="checkout-coupons__option">
            <input
              type="radio"
              name={listId}
              checked={chosen === null}
              onChange={() => onChoose(null)}
              disabled={disabled}
            />
            <span>不使用优惠券</span>
          </label>
          {usable.map((c) => (
            <label key={c.code} className="checkout-coupons__option">
              <input
                type="radio"
                name={listId}
                checked={chosen === c.code}
                onChange={() => onChoose(c.code)}
                disabled={disabled}
              />
              <span>
                {c.title}（{couponRule(c)}）
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
