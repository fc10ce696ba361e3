import './price-summary.css';
import '@/components/checkout/checkout-card.css';
import type { OrderQuote } from '@/contracts/api/order';
import { yuan } from './price';

/** The server's price for the order: goods, discounts, what is left to pay (all from cents). */
export function PriceSummary({ quote }: { quote: OrderQuote }) {
  return (
    <section className="checkout-card" aria-label="价格明细">
      <dl className="checkout-summary">
        <div>
          <dt>商品金额</dt>
          <dd>¥{yuan(quote.totalCents)}</dd>
        </div>
        {quote.urgentFeeCents > 0 ? (
          <div>
            <dt>加急费</dt>
            <dd>¥{yuan(quote.urgentFeeCents)}</dd>
          </div>
        ) : null}
        {quote.rightDiscountCents > 0 ? (
          <div>
            <dt>会员权益</dt>
            <dd>-¥{yuan(quote.rightDiscountCents)}</dd>
          </div>
        ) : null}
        {quote.couponDiscountCents > 0 ? (
          <div>
            <dt>优惠券</dt>
            <dd>-¥{yuan(quote.couponDiscountCents)}</dd>
          </div>
        ) : null}
        <div className="checkout-summary__total">
          <dt>实付金额</dt>
          <dd>¥{yuan(quote.payCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
