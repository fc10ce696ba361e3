import type { CashierChannel, Order, OrderQuote } from '@/contracts/api/order';
import { ORDER_STATUS } from '@/contracts/api/order';

/**
 * The purchase flow's states:
 * - `idle`: nothing to price yet (no goods chosen, or not logged in);
 * - `quoting`: the server prices the goods and the chosen coupon (POST /v3/order/valid);
 * - `ready`: priced, the pay button works; `quoteFailed`: the server refused (its msg is kept);
 * - `submitting`: creating the order (and asking for the cashier); the button stays disabled;
 * - `redirecting`: the browser is on its way to the cashier;
 * - `paid`: the order was settled without payment (payable 0) and the result page opens.
 */
type CheckoutPhase =
  'idle' | 'quoting' | 'ready' | 'quoteFailed' | 'submitting' | 'redirecting' | 'paid';

export type CheckoutState = {
  phase: CheckoutPhase;
  quote: OrderQuote | null;
  /** The server's refusal of the last quote or order (shown beside the coupon cell). */
  error: string | null;
  couponCode: string | null;
  agreed: boolean;
  channel: CashierChannel;
  order: Order | null;
  /** The quote being waited for: an older answer (the user changed plan meanwhile) is dropped. */
  seq: number;
};

export type CheckoutEvent =
  | { type: 'quote'; seq: number }
  | { type: 'quoted'; seq: number; quote: OrderQuote }
  | { type: 'quoteFailed'; seq: number; message: string }
  | { type: 'chooseCoupon'; code: string | null }
  | { type: 'agree'; agreed: boolean }
  | { type: 'chooseChannel'; channel: CashierChannel }
  | { type: 'submit' }
  | { type: 'created'; order: Order }
  | { type: 'failed'; message: string }
  | { type: 'returned' }
  | { type: 'idle' };

/** What a press without the agreement ticked says; `name` is the agreement of the goods. */
export const agreementRequired = (name = '会员服务协议'): string => `请先阅读并同意《${name}》`;

export function initialCheckout(couponCode: string | null = null): CheckoutState {
  return {
    phase: 'idle',
    quote: null,
    error: null,
    couponCode,
    agreed: false,
    channel: 'wechat',
    order: null,
    seq: 0,
  };
}

const busy = (phase: CheckoutPhase): boolean =>
  phase === 'submitting' || phase === 'redirecting' || phase === 'paid';

/** One transition; events that do not fit the state (a second tap, a stale answer) change nothing. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'quote':
      if (busy(state.phase)) return state;
      return { ...state, phase: 'quoting', seq: event.seq, error: null };
    case 'quoted':
      if (event.seq !== state.seq || state.phase !== 'quoting') return state;
      return { ...state, phase: 'ready', quote: event.quote, error: null };
    case 'quoteFailed':
      if (event.seq !== state.seq || state.phase !== 'quoting') return state;
      return { ...state, phase: 'quoteFailed', quote: null, error: event.message };
    case 'chooseCoupon':
      if (busy(state.phase)) return state;
      return { ...state, couponCode: event.code };
    case 'agree':
      return { ...state, agreed: event.agreed };
    case 'chooseChannel':
      if (busy(state.phase)) return state;
      return { ...state, channel: event.channel };
    case 'submit':
      if (state.phase !== 'ready' || !state.agreed) return state;
      return { ...state, phase: 'submitting', error: null };
    case 'created':
      if (state.phase !== 'submitting') return state;
      return {
        ...state,
        order: event.order,
        phase: event.order.status === ORDER_STATUS.PAID ? 'paid' : 'redirecting',
      };
    case 'failed':
      if (state.phase !== 'submitting' && state.phase !== 'redirecting') return state;
      return { ...state, phase: 'ready', error: event.message };
    case 'returned':
      // Back from the cashier through the browser's history (the page restored as it was left).
      return state.phase === 'redirecting' ? { ...state, phase: 'ready' } : state;
    case 'idle':
      return busy(state.phase) ? state : { ...state, phase: 'idle', quote: null, error: null };
  }
}

/** Whether 立即支付 can be pressed now (the agreement is checked on press, to say what is missing). */
export const canSubmit = (s: CheckoutState): boolean => s.phase === 'ready' && s.quote !== null;

/** Whether the flow is between the press and the payment page (the button shows it is busy). */
export const isPending = (s: CheckoutState): boolean => busy(s.phase);
