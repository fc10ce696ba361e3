import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CashierChannel, OrderValidBody } from '@/contracts/api/order';
import { ensureLoggedIn } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { createOrder, failureMessage, orderPath, quoteOrder } from './checkout-api';
import { paidOrderPath, startPayment } from './start-payment';
import {
  agreementRequired,
  canSubmit,
  checkoutReducer,
  initialCheckout,
  isPending,
} from './checkout-machine';

/** What is being bought: the order validation payload without the coupon, which the flow picks. */
export type CheckoutGoods = Omit<OrderValidBody, 'couponEachCode'>;

/**
 * The one purchase flow every paid item goes through: the server's price for `goods` and the chosen
 * coupon, the agreement, then the order (the open one for the same request, so a repeated tap or a
 * retry never makes a second) and its payment as the environment allows ({@link startPayment}: the
 * Android app's SDKs, WeChat's JSAPI, else the H5 cashier), or the result page when nothing is left to pay.
 * `goods` null: nothing chosen yet. `agreementName` is the agreement the user ticks (会员服务协议 by default).
 *
 * A page renders {@link CouponPicker}, {@link PayChannelPicker}, {@link PriceSummary}, {@link AgreementTick}
 * and {@link CheckoutBar} from what this returns; the cashier returns to the order's page
 * (`/member/order/:orderNo`), which asks the server for the result.
 */
export function useCheckout(
  goods: CheckoutGoods | null,
  initialCoupon: string | null = null,
  agreementName = '会员服务协议',
  /** Where the cashier returns for an order (default: the order's page). */
  returnPath?: (orderNo: string) => string,
) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCoupon, initialCheckout);
  const token = useSessionStore((s) => s.token);
  const navigate = useNavigate();
  const seq = useRef(0);
  // A ref, not the state, guards re-entry: two taps before React re-renders must not send two orders.
  const pending = useRef(false);
  const goodsKey = goods ? JSON.stringify(goods) : '';
  const { couponCode } = state;

  useEffect(() => {
    if (!goods || !token) {
      dispatch({ type: 'idle' });
      return;
    }
    const mine = ++seq.current;
    dispatch({ type: 'quote', seq: mine });
    quoteOrder({ ...goods, couponEachCode: couponCode }).then(
      (quote) => dispatch({ type: 'quoted', seq: mine, quote }),
      (error: unknown) =>
        dispatch({ type: 'quoteFailed', seq: mine, message: failureMessage(error) }),
    );
    // `goods` is a new object each render; its JSON says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goodsKey, couponCode, token]);

  // Back from the cashier by the browser's back button: the page comes back as it was left (bfcache).
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      pending.current = false;
      dispatch({ type: 'returned' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = useCallback(
    async (extra?: Partial<CheckoutGoods>) => {
      if (pending.current || !goods) return;
      if (!token) {
        await ensureLoggedIn();
        return;
      }
      if (!canSubmit(state)) return;
      if (!state.agreed) {
        showToast(agreementRequired(agreementName));
        return;
      }
      pending.current = true;
      dispatch({ type: 'submit' });
      try {
        const order = await createOrder({ ...goods, ...extra, couponEachCode: state.couponCode });
        dispatch({ type: 'created', order });
        if (order.payCents === 0 || order.status !== 0) {
          pending.current = false;
          navigate(orderPath(order.orderNo));
          return;
        }
        // The H5 cashier leaves the page; a native payment (Android app, WeChat) comes back here, then
        // goes where the cashier would have returned (the content of a tip) or to the order's page.
        const back = returnPath?.(order.orderNo);
        const next = await startPayment(order.orderNo, state.channel, undefined, back);
        if (next !== 'left') {
          pending.current = false;
          dispatch({ type: 'returned' });
          if (next === 'result') navigate(back ?? paidOrderPath(order.orderNo));
        }
      } catch (error) {
        // The http layer has toasted the server's msg; it also stays beside the coupon cell.
        pending.current = false;
        dispatch({ type: 'failed', message: failureMessage(error) });
      }
    },
    [agreementName, goods, navigate, returnPath, state, token],
  );

  return {
    state,
    pending: isPending(state),
    chooseCoupon: (code: string | null) => dispatch({ type: 'chooseCoupon', code }),
    agree: (agreed: boolean) => dispatch({ type: 'agree', agreed }),
    chooseChannel: (channel: CashierChannel) => dispatch({ type: 'chooseChannel', channel }),
    /** `extra`: what only the order needs, not the quote (a paid sign-up's attendee). */
    pay: (extra?: Partial<CheckoutGoods>) => void pay(extra),
  };
}
