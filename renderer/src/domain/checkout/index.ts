/** The purchase flow every paid item goes through (membership, courses, consultations, coins, sign-ups, tips). */
export { useCheckout, type CheckoutGoods } from './use-checkout';
export { CouponPicker } from './coupon-picker';
export { PriceSummary } from './price-summary';
export { CheckoutBar } from './checkout-bar';
export { cancelOrder, fetchOrder, orderPath } from './checkout-api';
export { couponRule, payTimeLeft, yuan } from './price';
export { startPayment } from './start-payment';
export { useApplePurchase } from './use-apple-purchase';
