/**
 * The panel's handle on a phone's payment sheets, over an interactive sheet (headed use) or none
 * (auto: the sheet pays at once, as the headless tests script it) and the source's payment log.
 */
import type { InteractiveSheet, PaymentSheetOutcome, PaymentSheetRequest } from '../bridge';
import type { PaymentRecord, PendingSheet } from '../host-contract';
import type { PaymentControls } from './host-adapter';

export function paymentControls(
  sheet: InteractiveSheet<PaymentSheetRequest, PaymentSheetOutcome> | null,
  log: () => readonly PaymentRecord[],
): PaymentControls {
  return {
    sheet(): PendingSheet | null {
      const open = sheet?.current();
      if (!open) return null;
      const { kind, orderNo, productId, amountCents, goodsTitle } = open;
      return { kind: 'payment', payment: { kind, orderNo, productId, amountCents, goodsTitle } };
    },
    answer(answer) {
      if (!sheet?.answer(answer)) throw new Error('没有打开的支付面板');
    },
    log: () => log().map((r) => ({ ...r })),
  };
}
