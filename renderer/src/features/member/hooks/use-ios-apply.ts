import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AGREEMENT_REQUIRED, createOrder, orderPath } from '@/components/checkout';
import type { MemberPlan } from '@/contracts/api/member';
import { ORDER_TYPES } from '@/contracts/api/order';
import { ensureLoggedIn } from '@/lib/auth';
import { bridge, isBridgeError, isCancelled } from '@/lib/bridge';
import { showSuccess, showToast } from '@/lib/toast';
import { restoreIapPurchases, verifyIapReceipt } from '../api/member-api';

/** A failed native step, in words for the user (the http layer toasts the server's own refusals). */
function reportNative(error: unknown): void {
  if (isCancelled(error)) showToast('已取消购买');
  else if (isBridgeError(error)) showToast(error.message || '购买失败，请稍后重试');
}

/**
 * Buying a plan through Apple (the iOS app only): the server's order, the native payment sheet
 * (iapPurchase), then the server's check of the receipt; and 恢复购买. One action at a time.
 */
export function useIosApply(reload: () => void) {
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

  const buy = (plan: MemberPlan) => {
    if (!agreed) {
      showToast(AGREEMENT_REQUIRED);
      return;
    }
    void run('buy', async () => {
      const order = await createOrder({ orderType: ORDER_TYPES.MEMBER, goodsId: plan.id, goodsQuantity: 1 });
      if (order.status === 0) {
        const { receipt } = await bridge.call('iapPurchase', { productId: plan.iosProductId, orderNo: order.orderNo });
        await verifyIapReceipt(order.orderNo, receipt);
      }
      navigate(orderPath(order.orderNo));
    });
  };

  const restore = () =>
    void run('restore', async () => {
      const { receipts } = await bridge.call('iapRestore');
      const result = receipts.length > 0 ? await restoreIapPurchases(receipts) : null;
      if (result && result.restored > 0) showSuccess(result.message);
      else showToast('没有可恢复的购买');
      reload();
    });

  return { agreed, setAgreed, pending, buy, restore };
}
