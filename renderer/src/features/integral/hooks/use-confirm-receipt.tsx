import { useRef, useState } from 'react';
import type { MallOrder } from '@/contracts/api/mall';
import { showSuccess } from '@/lib/toast';
import { confirmReceipt } from '../api/mall-api';
import { MallDialog } from '../components/mall-dialog';

/**
 * 确认收货 behind a confirmation: `ask(order)` opens the dialog; the request goes once however often
 * 确认 is tapped (and the server answers a repeat with the same completed order).
 */
export function useConfirmReceipt(onDone: (order: MallOrder) => void) {
  const [asking, setAsking] = useState<MallOrder | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const confirm = async (order: MallOrder) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const done = await confirmReceipt(order.id);
      showSuccess('已确认收货');
      onDone(done);
    } catch {
      // The HTTP client has shown the server's msg (订单尚未发货…).
    } finally {
      busy.current = false;
      setPending(false);
      setAsking(null);
    }
  };

  const dialog = asking ? (
    <MallDialog
      title="确认收货"
      text={`确认已收到「${asking.goods.title}」吗？为保障权益，请收到货确认无误后，再确认收货。`}
      confirmText="确认收货"
      pendingText="提交中…"
      pending={pending}
      onCancel={() => setAsking(null)}
      onConfirm={() => void confirm(asking)}
    />
  ) : null;
  return { ask: setAsking, dialog };
}
