/**
 * How the simulated native app talks to the backend: the same calls the real app makes to sign a
 * user in (spec §7), with the same headers, and a peek into the mock API's SMS outbox in place of the
 * user reading the text message.
 */
import { z } from 'zod';
import { loginResultSchema, SMS_TYPE_LOGIN, userInfoSchema } from '../../renderer/src/contracts/api/auth';
import type { DeviceInfo, BridgeUser } from '../../renderer/src/contracts/bridge';

const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number(), msg: z.string(), data });
const anyEnvelope = envelopeOf(z.unknown());
const smsRecordsSchema = z.array(z.object({ phone: z.string(), code: z.string(), sentAt: z.number(), used: z.boolean() }));

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
  /** POST /sms/send `{ phone, type: 2 }`. */
  sendLoginSms(phone: string): Promise<void>;
  /** The newest unused SMS code sent to the phone (GET /__sim/sms), or null. */
  latestSmsCode(phone: string): Promise<string | null>;
  /** POST /api/auth/login `{ username, password }` → token. */
  login(phone: string, code: string): Promise<string>;
  /** GET /v1/user/info with the token. */
  userInfo(token: string): Promise<BridgeUser>;
  /** POST /api/auth/logout with the token. */
  logout(token: string): Promise<void>;
};

/** HTTP 429: a code was sent to this phone less than 60 s ago (spec §9). */
const TOO_MANY_REQUESTS = 429;

/**
 * A client for the mock API at `apiUrl` (e.g. `http://127.0.0.1:3900`), sending the headers every
 * request of the app carries (spec §7: platform, appversion, devicetoken, devicenum, token).
 */
export function createNativeApiClient(apiUrl: string, device: DeviceInfo, fetchImpl: typeof fetch = fetch): NativeApiClient {
  const base = apiUrl.replace(/\/+$/, '');

  // Any zod schema: the contracts' are `zod/mini`, this module's own classic.
  async function call<T extends z.core.$ZodType>(method: 'GET' | 'POST', path: string, data: T, init: { body?: unknown; token?: string } = {}): Promise<z.output<T>> {
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
      throw new NativeApiError(0, `网络连接失败：${error instanceof Error ? error.message : String(error)}`);
    }
    const json: unknown = await response.json().catch(() => null);
    const envelope = anyEnvelope.safeParse(json);
    if (!envelope.success) throw new NativeApiError(response.status, `服务器返回格式错误（HTTP ${response.status}）`);
    if (!response.ok || !envelope.data.success) throw new NativeApiError(response.status, envelope.data.msg);
    const parsed = z.safeParse(data, envelope.data.data);
    if (!parsed.success) throw new NativeApiError(response.status, `服务器返回的数据不符合约定：${path}`);
    return parsed.data;
  }

  return {
    async sendLoginSms(phone) {
      await call('POST', '/sms/send', z.unknown(), { body: { phone, type: SMS_TYPE_LOGIN } });
    },
    async latestSmsCode(phone) {
      const records = await call('GET', `/__sim/sms?phone=${encodeURIComponent(phone)}&limit=20`, smsRecordsSchema);
      return records.find((r) => r.phone === phone && !r.used)?.code ?? null;
    },
    async login(phone, code) {
      const { token } = await call('POST', '/api/auth/login', loginResultSchema, { body: { username: phone, password: code } });
      return token;
    },
    userInfo: (token) => call('GET', '/v1/user/info', userInfoSchema, { token }),
    async logout(token) {
      await call('POST', '/api/auth/logout', z.unknown(), { token });
    },
  };
}

/**
 * Signs in as the real app does: request a code, read it (QA's stand-in for the text message),
 * log in, load the user. A code sent to this phone under 60 s ago is still valid, so the rate
 * limit is met by typing that one, as a person would.
 */
export async function signInWithSms(api: NativeApiClient, phone: string): Promise<{ token: string; user: BridgeUser }> {
  let rateLimited: NativeApiError | null = null;
  try {
    await api.sendLoginSms(phone);
  } catch (error) {
    if (!(error instanceof NativeApiError) || error.status !== TOO_MANY_REQUESTS) throw error;
    rateLimited = error;
  }
  const code = await api.latestSmsCode(phone);
  if (code === null) throw rateLimited ?? new NativeApiError(0, `没有收到 ${phone} 的验证码`);
  const token = await api.login(phone, code);
  const user = await api.userInfo(token);
  return { token, user };
}
