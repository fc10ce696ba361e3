import { iapRestoreEndpoint, iapVerifyEndpoint, type IapRestoreResult } from '@/contracts/api/iap';
import type { Order } from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';

// Loaded with the iOS app's course checkout only (Apple in-app purchase).

/** POST /iap/verify: the server checks the App Store receipt, completes the order and unlocks the course. */
export const verifyCourseReceipt = (orderNo: string, receipt: string): Promise<Order> => callEndpoint(iapVerifyEndpoint, { body: { orderNo, receipt } });

/** POST /iap/restore: credits this Apple ID's purchases that never reached the account. */
export const restoreCoursePurchases = (receipts: string[]): Promise<IapRestoreResult> => callEndpoint(iapRestoreEndpoint, { body: { receipts } });
