import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderValidBody } from '@/contracts/api/order';
import { ensureLoggedIn } from '@/lib/auth';
import { bridge, isBridgeError, isCancelled } from '@/lib/bridge';
import { showSuccess, showToast } from '@/lib/toast';
import { restoreApplePurchases, verifyAppleReceipt } from './apple-purchase-api';
import { createOrder, orderPath } from './checkout-api';
import { agreementRequired } from './checkout-machine';

const IAP_CANCELLED = '已取消购买';
const IAP_FAILED = '购买失败，请稍后重试';
const NOTHING_TO_RESTORE = '没有可恢复的购买';

/** What an Apple purchase buys: the order the server makes, and the App Store product of its price. */
export type AppleGoods = { order: OrderValidBody; productId: string };

/** A failed native step, in words for the user (the http layer toasts the server's own refusals). */
function reportNative(error: unknown): void {
  if (isCancelled(error)) showToast(IAP_CANCELLED);
  else if (isBridgeError(error)) showToast(error.message || IAP_FAILED);
}

/**
 * Buying digital goods in the iOS app (App Store rule 3.1.1: no other channel there): the server's
 * order (the open one for the same goods, so a second tap makes none), Apple's payment sheet over
 * the bridge (iapPurchase), then the server's check of the receipt, which grants the goods; and
 * 恢复购买. One action at a time; `onRestored` loads the page again (something may have been granted).
 */
export function useApplePurchase(agreementName: string, onRestored: () => void) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState<'buy' | 'restore' | null>(null);
  const busy = useRef(false);

  const run = useCallback(async (kind: 'buy' | 'restore', step: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(kind);
    try {
      if (await ensureLoggedIn()) await step();
    } catch (error) {
      reportNative(error);
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);

  const buy = (goods: AppleGoods | null) => {
    if (!agreed) {
      showToast(agreementRequired(agreementName));
      return;
    }
    if (!goods) return;
    void run('buy', async () => {
      const order = await createOrder(goods.order);
      if (order.status === 0 && order.payCents > 0) {
        const { receipt } = await bridge.call('iapPurchase', {
          productId: goods.productId,
          orderNo: order.orderNo,
        });
        await verifyAppleReceipt(order.orderNo, receipt);
      }
      // The order's page asks the server and says 支付成功 with where to go next.
      navigate(orderPath(order.orderNo));
    });
  };

  const restore = () =>
    void run('restore', async () => {
      const { receipts } = await bridge.call('iapRestore');
      const result = receipts.length > 0 ? await restoreApplePurchases(receipts) : null;
      if (result && result.restored > 0) showSuccess(result.message);
      else showToast(NOTHING_TO_RESTORE);
      onRestored();
    });

  return { agreed, setAgreed, pending, buy, restore };
}
