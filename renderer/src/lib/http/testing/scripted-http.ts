/**
 * A client built by createHttp over a scripted transport, for the client's unit tests. Outside the
 * folder's top level so Stryker (which mutates renderer/src/lib/http/*.ts) leaves it alone.
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { DeviceInfo } from '@/contracts';
import { createHttp, type HttpDeps } from '../create-http';

/** An answer, an axios network failure or timeout, no answer ever, or whatever the transport itself throws. */
export type Reply =
  | { status: number; data: unknown }
  | 'network'
  | 'timeout'
  | 'never'
  | { throws: (config: InternalAxiosRequestConfig) => unknown };

/** A fake transport: answers each request with the next scripted reply and records what it got. */
function scripted(...replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? {
      status: 200,
      data: { success: true, code: 200, msg: '', data: null },
    };
    if (reply === 'never') return new Promise<never>(() => undefined);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply === 'timeout') {
      throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
    }
    if ('throws' in reply) throw reply.throws(config);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  return { adapter, seen };
}

export const device: DeviceInfo = {
  platform: 'android',
  appversion: '4.0.0',
  deviceToken: '',
  deviceNum: '',
  deviceModel: '',
};

export function setup(replies: Reply[], overrides: Partial<HttpDeps> = {}) {
  const { adapter, seen } = scripted(...replies);
  let pending = 0;
  const mocks = {
    requestStarted: vi.fn(() => void pending++),
    requestFinished: vi.fn(() => void pending--),
    onUnauthorized: vi.fn(),
    toast: vi.fn<(msg: string) => void>(),
    log: vi.fn<(msg: string) => void>(),
  };
  const deps: HttpDeps = {
    baseURL: '/api-mock',
    timeout: 30_000,
    adapter,
    getToken: () => null,
    getDeviceInfo: () => device,
    ...mocks,
    ...overrides,
  };
  const http = createHttp(deps);
  return { http, deps: mocks, seen, pending: () => pending };
}

export const ok = (data: unknown) => ({
  status: 200,
  data: { success: true, code: 200, msg: '成功', data },
});
