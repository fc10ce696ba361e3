import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { agreementRequired, createOrder, orderPath } from '@/components/checkout';
import { ORDER_TYPES } from '@/contracts/api/order';
import { ensureLoggedIn } from '@/lib/auth';
import { bridge, isBridgeError, isCancelled } from '@/lib/bridge';
import { showSuccess, showToast } from '@/lib/toast';
import { restoreCoursePurchases, verifyCourseReceipt } from '../api/iap-api';

export const IAP_CANCELLED = '已取消购买';
export const IAP_FAILED = '购买失败，请稍后重试';
export const NOTHING_TO_RESTORE = '没有可恢复的购买';

/** A failed native step, in words for the user (the http layer toasts the server's own refusals). */
function reportNative(error: unknown): void {
  if (isCancelled(error)) showToast(IAP_CANCELLED);
  else if (isBridgeError(error)) showToast(error.message || IAP_FAILED);
}

type Goods = { courseId: number; series: boolean; productId: string | null };

/**
 * Buying a course in the iOS app (App Store rule 3.1.1): the server's order (the open one for the
 * course, so a second tap makes none), Apple's payment sheet for the course's price tier
 * (iapPurchase), then the server's check of the receipt, which unlocks the course; and 恢复购买.
 * One action at a time. `onRestored`: the course may have been unlocked, load it again.
 */
export function useCourseIap({ courseId, series, productId }: Goods, onRestored: () => void) {
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

  const buy = () => {
    if (!agreed) {
      showToast(agreementRequired('用户协议'));
      return;
    }
    if (!productId) return;
    void run('buy', async () => {
      const order = await createOrder({ orderType: series ? ORDER_TYPES.SERIES : ORDER_TYPES.COURSE, goodsId: courseId, goodsQuantity: 1 });
      if (order.status === 0 && order.payCents > 0) {
        const { receipt } = await bridge.call('iapPurchase', { productId, orderNo: order.orderNo });
        await verifyCourseReceipt(order.orderNo, receipt);
      }
      // The order's page says 支付成功 (asking the server) and offers 去学习.
      navigate(orderPath(order.orderNo));
    });
  };

  const restore = () =>
    void run('restore', async () => {
      const { receipts } = await bridge.call('iapRestore');
      const result = receipts.length > 0 ? await restoreCoursePurchases(receipts) : null;
      if (result && result.restored > 0) showSuccess(result.message);
      else showToast(NOTHING_TO_RESTORE);
      onRestored();
    });

  return { agreed, setAgreed, pending, buy, restore };
}
