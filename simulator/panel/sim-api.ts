/**
 * The mock API's scenario controls and SMS outbox, as the panel uses them. Every call goes through
 * the host (PanelHost.simRequest), which only reaches the API's /__sim/ routes.
 */
import type { PanelHost } from '../host-contract';

export type SmsRecord = {
  phone: string;
  type: number;
  code: string;
  sentAt: number;
  used: boolean;
};
export type SimState = {
  latency: { pattern: string; ms: number }[];
  fail: { pattern: string; remaining: number; status: number; msg: string }[];
  smsFailure: { enabled: boolean; msg: string; status: number };
  clockOffsetMs: number;
  now: number;
};

type Envelope = { success: boolean; code: number; msg: string; data: unknown };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'success' in body && 'msg' in body && 'data' in body;

/** A scenario call the API refused; `message` is the API's Chinese msg. */
class SimError extends Error {
  override name = 'SimError';
}

export class SimApi {
  constructor(private readonly host: Pick<PanelHost, 'simRequest'>) {}

  // Protected: area helpers (mall-sim-api.ts) add their /__sim/ calls on the same envelope handling.
  protected async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.host.simRequest({
      method,
      path,
      ...(body !== undefined ? { body } : {}),
    });
    if (!isEnvelope(response.body))
      throw new SimError(`模拟服务返回了无法识别的响应（HTTP ${response.status}）`);
    if (!response.body.success || response.status >= 400)
      throw new SimError(response.body.msg || `HTTP ${response.status}`);
    return response.body.data as T;
  }

  /** Codes sent, newest first (optionally to one phone). */
  sms(phone?: string): Promise<SmsRecord[]> {
    return this.call('GET', phone ? `/__sim/sms?phone=${encodeURIComponent(phone)}` : '/__sim/sms');
  }

  state(): Promise<SimState> {
    return this.call('GET', '/__sim/state');
  }

  /** Fixed latency for routes matching `pattern`; 0 removes it. */
  setLatency(pattern: string, ms: number): Promise<SimState> {
    return this.call('POST', '/__sim/latency', { pattern, ms });
  }

  /** The next `times` calls of routes matching `pattern` fail with `status` and `msg`. */
  failNext(pattern: string, times: number, status: number, msg?: string): Promise<SimState> {
    return this.call('POST', '/__sim/fail', { pattern, times, status, ...(msg ? { msg } : {}) });
  }

  setSmsFailure(enabled: boolean, msg?: string): Promise<SimState> {
    return this.call('POST', '/__sim/sms-failure', { enabled, ...(msg ? { msg } : {}) });
  }

  /** Expires every token of this phone number; returns how many. */
  async expireTokens(phone: string): Promise<number> {
    const data = await this.call<{ expired: number }>('POST', '/__sim/expire-token', { phone });
    return data.expired;
  }

  reset(): Promise<SimState> {
    return this.call('POST', '/__sim/reset');
  }
}
