import { describe, expect, it } from 'vitest';
import type { Order, OrderQuote } from '@/contracts/api/order';
import {
  agreementRequired,
  canSubmit,
  checkoutReducer,
  initialCheckout,
  isPending,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-machine';

const QUOTE = {
  goodsTitle: '个人会员·月卡',
  totalCents: 3800,
  couponDiscountCents: 1000,
  payCents: 2800,
  usableCoupons: [],
} as unknown as OrderQuote;
const order = (status: number) =>
  ({ orderNo: '202606011000000001', status, payCents: 2800 }) as unknown as Order;
const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckout()) =>
  events.reduce(checkoutReducer, from);
const ready = (agreed = true) =>
  run([
    { type: 'quote', seq: 1 },
    { type: 'quoted', seq: 1, quote: QUOTE },
    { type: 'agree', agreed },
  ]);

describe('checkout state machine', () => {
  it('prices, then lets the user pay once the server has answered', () => {
    const quoting = run([{ type: 'quote', seq: 1 }]);
    expect(quoting.phase).toBe('quoting');
    expect(canSubmit(quoting)).toBe(false);
    const s = ready();
    expect(s).toMatchObject({ phase: 'ready', quote: QUOTE, agreed: true });
    expect(canSubmit(s)).toBe(true);
  });

  it('drops a stale quote: the answer for a plan the user has left does not show', () => {
    const s = run([
      { type: 'quote', seq: 1 },
      { type: 'quote', seq: 2 },
      { type: 'quoted', seq: 1, quote: QUOTE },
    ]);
    expect(s).toMatchObject({ phase: 'quoting', quote: null });
    expect(run([{ type: 'quoteFailed', seq: 2, message: '该优惠券已使用' }], s)).toMatchObject({
      phase: 'quoteFailed',
      error: '该优惠券已使用',
    });
  });

  it('does not submit without the agreement ticked, and names the agreement', () => {
    expect(run([{ type: 'submit' }], ready(false)).phase).toBe('ready');
    expect(agreementRequired()).toBe('请先阅读并同意《会员服务协议》');
    expect(agreementRequired('咨询服务协议')).toBe('请先阅读并同意《咨询服务协议》');
  });

  it('takes a double tap as one submission and ignores changes while pending', () => {
    const once = run([{ type: 'submit' }], ready());
    expect(once.phase).toBe('submitting');
    expect(isPending(once)).toBe(true);
    const twice = run(
      [
        { type: 'submit' },
        { type: 'chooseCoupon', code: 'C1' },
        { type: 'chooseChannel', channel: 'alipay' },
        { type: 'quote', seq: 9 },
      ],
      once,
    );
    expect(twice).toEqual(once);
  });

  it('goes to the cashier for an unpaid order, straight to the result for a settled one', () => {
    expect(run([{ type: 'submit' }, { type: 'created', order: order(0) }], ready())).toMatchObject({
      phase: 'redirecting',
      order: { status: 0 },
    });
    expect(run([{ type: 'submit' }, { type: 'created', order: order(1) }], ready()).phase).toBe(
      'paid',
    );
  });

  it('returns to ready with the message when creating the order fails, and after a return from the cashier', () => {
    expect(
      run([{ type: 'submit' }, { type: 'failed', message: '该优惠券已过期' }], ready()),
    ).toMatchObject({ phase: 'ready', error: '该优惠券已过期' });
    expect(
      run([{ type: 'submit' }, { type: 'created', order: order(0) }, { type: 'returned' }], ready())
        .phase,
    ).toBe('ready');
    expect(run([{ type: 'failed', message: 'x' }], ready()).error).toBeNull();
  });
});
