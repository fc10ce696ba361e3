/**
 * How the simulated native app talks to the backend, with the headers every request of the real app
 * carries (docs/product.md「原生桥接」). The real app's own login screen is outside the H5 app; in
 * its place the simulator asks the mock API for a session directly (`/__sim/native-session`), so
 * switching the native account never meets the SMS resend limit.
 */
import { z } from 'zod';
import { userInfoSchema } from '../../renderer/src/contracts/api/auth';
import type { DeviceInfo, BridgeUser } from '../../renderer/src/contracts/bridge';

const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number(), msg: z.string(), data });
const anyEnvelope = envelopeOf(z.unknown());
const nativeSessionSchema = z.object({ token: z.string().min(1) });

/** A call the backend refused, with its HTTP status and Chinese `msg`. */
export class NativeApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'NativeApiError';
    this.status = status;
  }
}

/** The native side's view of the mock API. */
export type NativeApiClient = {
  /** POST /__sim/native-session `{ phone }` → a token (the account is created when new). */
  nativeSession(phone: string): Promise<string>;
  /** GET /v1/user/info with the token. */
  userInfo(token: string): Promise<BridgeUser>;
  /** POST /api/auth/logout with the token. */
  logout(token: string): Promise<void>;
  /** The simulated App Store (POST /__sim/appstore/purchase): charges this device's Apple ID for a product. */
  appStorePurchase(
    productId: string,
    orderNo: string,
  ): Promise<{ transactionId: string; receipt: string }>;
  /** The simulated App Store (POST /__sim/appstore/receipts): every receipt of this device's Apple ID. */
  appStoreReceipts(): Promise<string[]>;
  /** The simulated payment providers (POST /__sim/payment/take): the "next payment" override QA armed, consumed. */
  takePaymentOverride(orderNo: string): Promise<PaymentOverride | null>;
  /** POST /__sim/paychannel/prepay: the prepay order's amount and goods, after the provider checks the signature. */
  prepayInfo(prepayId: string, sign: string): Promise<PrepayInfo>;
  /** POST /__sim/paychannel/notify: the provider tells the merchant the payment's result. */
  notifyPayment(body: {
    prepayId: string;
    result: 'paid' | 'cancelled' | 'failed';
    sign?: string;
    msg?: string;
  }): Promise<void>;
};

/** A payment QA made fail, be cancelled or be slow (the mock API's /__sim/payment/next). */
export type PaymentOverride = { outcome: 'fail' | 'cancel' | 'slow'; ms: number; msg: string };
/** A prepay order as the payment provider shows it. */
type PrepayInfo = {
  orderNo: string;
  channel: string;
  tradeType: string;
  payCents: number;
  goodsTitle: string;
};

const paymentOverrideSchema = z.object({
  override: z
    .object({ outcome: z.enum(['fail', 'cancel', 'slow']), ms: z.number(), msg: z.string() })
    .nullable(),
});
const prepayInfoSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  tradeType: z.string(),
  payCents: z.number(),
  goodsTitle: z.string(),
});

/**
 * A client for the mock API at `apiUrl` (e.g. `http://127.0.0.1:3900`), sending the headers every
 * request of the app carries (platform, appversion, devicetoken, devicenum, token).
 */
export function createNativeApiClient(
  apiUrl: string,
  device: DeviceInfo,
  fetchImpl: typeof fetch = fetch,
): NativeApiClient {
  const base = apiUrl.replace(/\/+$/, '');

  // Any zod schema: the contracts' are `zod/mini`, this module's own classic.
  async function call<T extends z.core.$ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: T,
    init: { body?: unknown; token?: string } = {},
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = {
      platform: device.platform,
      appversion: device.appversion,
      devicetoken: device.deviceToken,
      devicenum: device.deviceNum,
    };
    if (init.token) headers.token = init.token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (error) {
      throw new NativeApiError(
        0,
        `网络连接失败：${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const json: unknown = await response.json().catch(() => null);
    const envelope = anyEnvelope.safeParse(json);
    if (!envelope.success)
      throw new NativeApiError(response.status, `服务器返回格式错误（HTTP ${response.status}）`);
    if (!response.ok || !envelope.data.success)
      throw new NativeApiError(response.status, envelope.data.msg);
    const parsed = z.safeParse(data, envelope.data.data);
    if (!parsed.success)
      throw new NativeApiError(response.status, `服务器返回的数据不符合约定：${path}`);
    return parsed.data;
  }

  return {
    async nativeSession(phone) {
      const { token } = await call('POST', '/__sim/native-session', nativeSessionSchema, {
        body: { phone },
      });
      return token;
    },
    userInfo: (token) => call('GET', '/v1/user/info', userInfoSchema, { token }),
    async logout(token) {
      await call('POST', '/api/auth/logout', z.unknown(), { token });
    },
    // The Apple ID is the device's: its deviceNum stands for the account signed in to the App Store.
    appStorePurchase: (productId, orderNo) =>
      call(
        'POST',
        '/__sim/appstore/purchase',
        z.object({ transactionId: z.string(), receipt: z.string() }),
        { body: { productId, orderNo, appleId: device.deviceNum } },
      ),
    async appStoreReceipts() {
      const { receipts } = await call(
        'POST',
        '/__sim/appstore/receipts',
        z.object({ receipts: z.array(z.string()) }),
        { body: { appleId: device.deviceNum } },
      );
      return receipts;
    },
    async takePaymentOverride(orderNo) {
      return (
        await call('POST', '/__sim/payment/take', paymentOverrideSchema, { body: { orderNo } })
      ).override;
    },
    prepayInfo: (prepayId, sign) =>
      call('POST', '/__sim/paychannel/prepay', prepayInfoSchema, { body: { prepayId, sign } }),
    async notifyPayment(body) {
      await call('POST', '/__sim/paychannel/notify', z.unknown(), { body });
    },
  };
}

/** Signs the native app in as `phone` (any number; a new one is registered) and loads its user. */
export async function signInNatively(
  api: NativeApiClient,
  phone: string,
): Promise<{ token: string; user: BridgeUser }> {
  const token = await api.nativeSession(phone);
  const user = await api.userInfo(token);
  return { token, user };
}
