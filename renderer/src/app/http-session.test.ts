import { afterEach, describe, expect, it } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { connectHttpToSession } from './http-session';

let unbind = () => undefined as void;
afterEach(() => unbind());

function transport(status: number) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = {
      data: { success: status < 400, code: status, msg: '', data: null },
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400) throw new AxiosError('x', 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
  http.instance.defaults.adapter = adapter;
  return seen;
}

describe('the HTTP client wired to the store', () => {
  it("sends the store's token and device, and a 401 logs the store out", async () => {
    useSessionStore.setState({
      ...initialSessionState,
      token: 'tok-s',
      deviceInfo: { ...initialSessionState.deviceInfo, platform: 'android' },
    });
    unbind = connectHttpToSession();
    const seen = transport(200);
    await http.get('/v1/user/info');
    expect(seen[0]?.headers.get('token')).toBe('tok-s');
    expect(seen[0]?.headers.get('platform')).toBe('android');
    expect(useSessionStore.getState().pendingRequests).toBe(0);
    transport(401);
    await http.get('/v1/user/info').catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe("the first screen's entry", () => {
  it("binds the session without importing the HTTP client (axios loads with the first request's code)", () => {
    const sources = import.meta.glob<string>(['./http-session.ts', './bootstrap.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources)).toHaveLength(2);
    for (const [file, source] of Object.entries(sources))
      expect(source, file).not.toMatch(/from '@\/lib\/http'/);
  });
});
