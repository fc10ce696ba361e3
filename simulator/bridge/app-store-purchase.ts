/**
 * Apple's in-app purchase as the simulated iPhone app runs it: QA's "next payment" override or the
 * payment sheet decides, then the App Store charges and hands back a receipt. Refusals become the
 * bridge's errors, as StoreKit's do in the real app.
 */
import { BRIDGE_ERROR_CODES } from '../../renderer/src/contracts/bridge';
import type { DeviceProfile } from '../devices';
import { BridgeError } from './bridge-error';
import type { NativeApiClient } from './native-api-client';
import { overrideOutcome, type PaymentRecord } from './payment-provider';
import type { PaymentSheet } from './sheets';

export type AppStoreOptions = {
  api: NativeApiClient;
  sheet: PaymentSheet;
  device: DeviceProfile;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Every use of the sheet, paid or not (the panel's payment log). */
  record(entry: PaymentRecord): void;
};

export type AppStorePurchase = { transactionId: string; receipt: string };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Apple's in-app purchase exists on iOS only. */
export function requireApple(device: DeviceProfile): void {
  if (device.platform !== 'ios')
    throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, '当前设备不支持苹果应用内购买');
}

/** Runs an App Store call; its failure reaches the page as the bridge's FAILED with its message. */
export async function atAppStore<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.FAILED,
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * The payment sheet (unless QA's next-payment override decides: fail or cancel), then, when the
 * user pays, the App Store's charge and receipt.
 */
export async function purchaseAtAppStore(
  options: AppStoreOptions,
  productId: string,
  orderNo: string,
): Promise<AppStorePurchase> {
  const { api, device } = options;
  requireApple(device);
  const override = await api.takePaymentOverride(orderNo).catch(() => null);
  const outcome =
    overrideOutcome(override) ??
    (await options.sheet({
      kind: 'iap',
      productId,
      orderNo,
      amountCents: null,
      goodsTitle: null,
      device,
    }));
  if (override?.outcome === 'slow') await (options.sleep ?? defaultSleep)(override.ms);
  const record = (transactionId: string | null): void =>
    options.record({
      at: options.now(),
      kind: 'iap',
      productId,
      orderNo,
      amountCents: null,
      outcome: outcome.action,
      message: outcome.action === 'fail' ? outcome.message : null,
      transactionId,
      override: override?.outcome ?? null,
    });
  if (outcome.action !== 'pay') {
    record(null);
    if (outcome.action === 'cancel')
      throw new BridgeError(BRIDGE_ERROR_CODES.CANCELLED, '用户取消了购买');
    throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, outcome.message);
  }
  const bought = await atAppStore(() => api.appStorePurchase(productId, orderNo));
  record(bought.transactionId);
  return bought;
}
