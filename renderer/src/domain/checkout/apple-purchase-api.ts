import { iapRestoreEndpoint, iapVerifyEndpoint, type IapRestoreResult } from '@/contracts/api/iap';
import type { Order } from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** POST /iap/verify: the server checks the App Store receipt, completes the order and grants what it bought. */
export const verifyAppleReceipt = (orderNo: string, receipt: string): Promise<Order> =>
  callEndpoint(iapVerifyEndpoint, { body: { orderNo, receipt } });

/** POST /iap/restore: credits this Apple ID's purchases that never reached the account. */
export const restoreApplePurchases = (receipts: string[]): Promise<IapRestoreResult> =>
  callEndpoint(iapRestoreEndpoint, { body: { receipts } });
