/** The purchase flow every paid item goes through (membership, courses, consultations, coins, sign-ups, tips). */
export { useCheckout, type CheckoutGoods } from './use-checkout';
export { CouponPicker } from './coupon-picker';
export { PriceSummary } from './price-summary';
export { CheckoutBar } from './checkout-bar';
export {
  cancelOrder,
  createOrder,
  fetchOrder,
  failureMessage,
  goToCashier,
  orderPath,
} from './checkout-api';
export { couponCountText, couponRule, payTimeLeft, savingText, yuan } from './price';
export { AGREEMENT_REQUIRED, agreementRequired } from './checkout-machine';
export {
  startPayment,
  paidOrderPath,
  PAYMENT_CANCELLED,
  PAYMENT_FAILED,
  type PaymentStep,
} from './start-payment';
export { payEnvironment, payRoute, type PayEnvironment, type PayRoute } from './pay-environment';
export {
  useApplePurchase,
  IAP_CANCELLED,
  IAP_FAILED,
  NOTHING_TO_RESTORE,
  type AppleGoods,
} from './use-apple-purchase';
