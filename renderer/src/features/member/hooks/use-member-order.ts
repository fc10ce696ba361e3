import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { cancelOrder, fetchOrder, startPayment } from '@/domain/checkout';
import type { CashierChannel } from '@/contracts/api/order';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { msLeft, orderPhase } from '../lib/order-display';

/** After a cashier return the server is asked again every 2 s, 5 times (about 10 s), then the user decides. */
const POLL_MS = 2000;
const POLL_TIMES = 5;

/**
 * One order as the server has it (/member/order/:orderNo): polled for a while after a cashier
 * return, counted down while unpaid, cancelled or paid again from here (one action at a time).
 */
export function useMemberOrder() {
  const { orderNo = '' } = useParams();
  const [params] = useSearchParams();
  // Back from the H5 cashier, or from a native payment (Android app, WeChat): the result may lag.
  const backFromCashier = params.get('from') === 'cashier' || params.get('from') === 'pay';
  const token = useSessionStore((s) => s.token);
  const request = useRequest(() => fetchOrder(orderNo), `${orderNo}:${token ?? ''}`);
  const { data: order, reload } = request;
  const [polls, setPolls] = useState(0);
  const [received, setReceived] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const phase = order ? orderPhase(order, backFromCashier) : null;
  const polling = phase === 'checking' && polls < POLL_TIMES;

  useEffect(() => setReceived(Date.now()), [order]);

  useEffect(() => {
    if (!polling) return;
    const t = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(t);
  }, [polling, polls, reload]);

  // The countdown of 请在 mm:ss 内完成支付; at 0 the server is asked (it closes the order).
  const left = order ? msLeft(order, now - received) : 0;
  const open = phase === 'unpaid' || phase === 'failed' || phase === 'checking';
  useEffect(() => {
    if (!open) return;
    if (left <= 0) {
      reload();
      return;
    }
    const t = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(t);
  }, [open, left, reload]);

  const act = useCallback(
    async (run: () => Promise<void>) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        await run();
      } catch {
        // The http layer has toasted the server's msg (订单已支付，请勿重复支付…); the page reloads below.
        reload();
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [reload],
  );

  const cancel = () =>
    void act(async () => {
      const cancelled = await cancelOrder(orderNo);
      showSuccess(cancelled.couponCode ? '订单已取消，优惠券已退回' : '订单已取消');
      reload();
    });
  // Stays pending while the browser leaves for the cashier; a native payment comes back here and
  // the server is asked again.
  const payAgain = (channel: CashierChannel) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const free = () => {
      busy.current = false;
      setPending(false);
    };
    startPayment(orderNo, channel).then(
      (next) => {
        if (next === 'left') return;
        free();
        if (next === 'result') {
          setPolls(0);
          reload();
        }
      },
      () => {
        free();
        reload();
      },
    );
  };
  const confirmPaid = () => {
    setPolls(0);
    reload();
  };

  return { ...request, phase, polling, left, pending, cancel, payAgain, confirmPaid };
}
