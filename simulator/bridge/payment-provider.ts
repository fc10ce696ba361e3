/**
 * The simulated payment providers' client side (WeChat Pay's and Alipay's SDKs, WeChat's JSAPI), as
 * the native app and WeChat's browser run them: check the signed parameters with the provider, take
 * QA's "next payment" override, show the payment sheet, and let the provider notify the merchant.
 */
import type { NativeApiClient, PaymentOverride } from './native-api-client';
import type { PaymentKind, PaymentSheet, PaymentSheetOutcome } from './sheets';
import type { DeviceProfile } from '../devices';

/** One use of a payment sheet (the panel's payment log). */
export type PaymentRecord = {
  at: number;
  kind: PaymentKind;
  orderNo: string;
  /** The App Store product (iap), else null. */
  productId: string | null;
  /** What the provider charges (null for Apple, whose price is the store's). */
  amountCents: number | null;
  outcome: PaymentSheetOutcome['action'];
  /** Why a payment failed, else null. */
  message: string | null;
  /** The App Store's transaction (iap), else null. */
  transactionId: string | null;
  /** QA's "next payment" control decided this payment (fail, cancel, slow), else null. */
  override: PaymentOverride['outcome'] | null;
};

/** The prepay order a payer holds: its id and the signature over its parameters. */
export type PrepayRef = { prepayId: string; sign: string };

/**
 * Reads the prepay id and signature out of POST /v3/order/prepay's `payParams` (WeChat APP:
 * `prepayid` + `sign`; WeChat JSAPI: `package=prepay_id=…` + `paySign`; Alipay: `orderString`).
 * Null when they are not there: the SDK refuses such a call before anything shows.
 */
export function prepayRefOf(
  kind: Exclude<PaymentKind, 'iap'>,
  params: Readonly<Record<string, unknown>>,
): PrepayRef | null {
  const text = (key: string): string =>
    typeof params[key] === 'string' ? (params[key] as string) : '';
  if (kind === 'alipay') {
    const order = new URLSearchParams(text('orderString'));
    let tradeNo = '';
    try {
      const biz = JSON.parse(order.get('biz_content') ?? '{}') as { trade_no?: unknown };
      tradeNo = typeof biz.trade_no === 'string' ? biz.trade_no : '';
    } catch {
      return null;
    }
    const sign = order.get('sign') ?? '';
    return tradeNo && sign ? { prepayId: tradeNo, sign } : null;
  }
  if (kind === 'wechat-jsapi') {
    const prepayId = /^prepay_id=(.+)$/.exec(text('package'))?.[1] ?? '';
    return prepayId && text('paySign') ? { prepayId, sign: text('paySign') } : null;
  }
  return text('prepayid') && text('sign')
    ? { prepayId: text('prepayid'), sign: text('sign') }
    : null;
}

/** What a provider payment came to. */
export type ProviderPaymentResult = {
  outcome: PaymentSheetOutcome;
  orderNo: string;
  record: PaymentRecord;
};

/** What {@link payAtProvider} needs. */
export type ProviderPaymentOptions = {
  api: NativeApiClient;
  sheet: PaymentSheet;
  device: DeviceProfile;
  kind: Exclude<PaymentKind, 'iap'>;
  ref: PrepayRef;
  /** The order the page asked to pay (bridge `pay`): parameters of another order are refused. */
  orderNo?: string;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The outcome an armed override stands for (slow: none, the user still decides). */
export function overrideOutcome(override: PaymentOverride | null): PaymentSheetOutcome | null {
  if (override?.outcome === 'cancel') return { action: 'cancel' };
  if (override?.outcome === 'fail')
    return { action: 'fail', message: override.msg || '支付失败，请稍后重试' };
  return null;
}

/**
 * One payment at WeChat Pay or Alipay: the provider checks the signature and names the amount, the
 * sheet shows (unless QA's override already decided: fail or cancel; slow: the provider answers
 * late), then the provider notifies the merchant of the result. A signature or order the provider
 * refuses fails the payment with the provider's message.
 */
export async function payAtProvider(
  options: ProviderPaymentOptions,
): Promise<ProviderPaymentResult> {
  const { api, kind, ref, device } = options;
  const sleep = options.sleep ?? defaultSleep;
  const record = (
    orderNo: string,
    amountCents: number | null,
    outcome: PaymentSheetOutcome,
    override: PaymentOverride | null,
  ): ProviderPaymentResult => ({
    outcome,
    orderNo,
    record: {
      at: options.now(),
      kind,
      orderNo,
      productId: null,
      amountCents,
      outcome: outcome.action,
      message: outcome.action === 'fail' ? outcome.message : null,
      transactionId: null,
      override: override?.outcome ?? null,
    },
  });
  let info;
  try {
    info = await api.prepayInfo(ref.prepayId, ref.sign);
  } catch (error) {
    return record(
      '',
      null,
      { action: 'fail', message: error instanceof Error ? error.message : String(error) },
      null,
    );
  }
  if (options.orderNo !== undefined && options.orderNo !== info.orderNo)
    return record(
      info.orderNo,
      info.payCents,
      { action: 'fail', message: '支付参数与订单不符' },
      null,
    );
  const override = await api.takePaymentOverride(info.orderNo).catch(() => null);
  const outcome =
    overrideOutcome(override) ??
    (await options.sheet({
      kind,
      orderNo: info.orderNo,
      productId: null,
      amountCents: info.payCents,
      goodsTitle: info.goodsTitle,
      device,
    }));
  if (override?.outcome === 'slow') await sleep(override.ms);
  const result =
    outcome.action === 'pay' ? 'paid' : outcome.action === 'cancel' ? 'cancelled' : 'failed';
  try {
    await api.notifyPayment({
      prepayId: ref.prepayId,
      result,
      sign: ref.sign,
      ...(outcome.action === 'fail' ? { msg: outcome.message } : {}),
    });
  } catch (error) {
    // The merchant refused the money (the order closed meanwhile): the provider calls it failed.
    if (outcome.action === 'pay')
      return record(
        info.orderNo,
        info.payCents,
        { action: 'fail', message: error instanceof Error ? error.message : String(error) },
        override,
      );
  }
  return record(info.orderNo, info.payCents, outcome, override);
}
