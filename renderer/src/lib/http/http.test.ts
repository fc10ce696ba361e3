/**
 * The client the app really uses (`http` from this folder's index), not one built for a test:
 * the 30000 ms timeout, the base URL, the session's headers, the loading count,
 * the toast, the console log and the token drop, each observed on the request axios would send.
 */
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { bindHttpSession, http } from './index';

const toast = vi.hoisted(() => ({ showToast: vi.fn<(msg: string) => void>() }));
vi.mock('@/lib/toast', () => toast);

let unbind: () => void = () => undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  toast.showToast.mockClear();
});
afterEach(() => {
  unbind();
  unbind = () => undefined;
  // answer() installs its transport on the shared instance: no test inherits another's.
  delete http.instance.defaults.adapter;
});

/** Answers every request with `body` (and `status`), remembering the config axios built for it. */
function answering(body: unknown, status = 200) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    // The loading count is up while the request is in flight.
    expect(useSessionStore.getState().pendingRequests).toBe(1);
    const response: AxiosResponse = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, seen };
}

describe('the app’s configured HTTP client, bound to the session store as the app binds it', () => {
  beforeEach(() => {
    // Bound to the store as the app binds it at start (app/http-session.ts).
    const state = () => useSessionStore.getState();
    unbind = bindHttpSession({
      getToken: () => state().token,
      getDeviceInfo: () => state().deviceInfo,
      requestStarted: () => state().requestStarted(),
      requestFinished: () => state().requestFinished(),
      onUnauthorized: () => state().logout(),
    });
    useSessionStore.setState({ ...initialSessionState, token: null, pendingRequests: 0 });
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('times out after 30000 ms', async () => {
    expect(http.instance.defaults.timeout).toBe(30_000);
    const { adapter, seen } = answering({ success: true, code: 200, msg: '', data: null });
    await http.get('/v1/user/info', { adapter });
    expect(seen[0]?.timeout).toBe(30_000);
  });

  it('sends requests under the mock API prefix unless the build sets VITE_API_BASE', async () => {
    expect(import.meta.env.VITE_API_BASE ?? '').toBe('');
    expect(http.instance.defaults.baseURL).toBe('/api-mock');
    const { adapter, seen } = answering({ success: true, code: 200, msg: '', data: null });
    await http.post('/sms/send', { phone: '13800138000', type: 2 }, { adapter });
    expect(seen[0]).toMatchObject({ baseURL: '/api-mock', url: '/sms/send', method: 'post' });
  });

  it('carries the session token and device headers', async () => {
    useSessionStore.setState({
      token: 'tok-42',
      deviceInfo: {
        platform: 'android',
        appversion: '4.1.0',
        deviceToken: 'dt-1',
        deviceNum: 'dn-1',
        deviceModel: 'Pixel 8',
      },
    });
    const { adapter, seen } = answering({ success: true, code: 200, msg: '', data: null });
    await http.put('/v1/user/info', { nickname: '甲' }, { adapter });
    const headers = seen[0]!.headers;
    expect(headers.get('token')).toBe('tok-42');
    expect(headers.get('platform')).toBe('android');
    expect(headers.get('appversion')).toBe('4.1.0');
    expect(headers.get('devicetoken')).toBe('dt-1');
    expect(headers.get('devicenum')).toBe('dn-1');
  });

  it('leaves out the token and empty device ids for an anonymous browser, with appversion 4.0.0', async () => {
    const { adapter, seen } = answering({ success: true, code: 200, msg: '', data: null });
    await http.del('/v1/favorite/1', { adapter });
    const headers = seen[0]!.headers;
    expect(headers.has('token')).toBe(false);
    expect(headers.has('devicetoken')).toBe(false);
    expect(headers.has('devicenum')).toBe(false);
    expect(headers.get('platform')).toBe('ios');
    expect(headers.get('appversion')).toBe('4.0.0');
  });

  it('unwraps the body and brings the loading count back to 0', async () => {
    const body = { success: true, code: 200, msg: '', data: { id: 1 } };
    const { adapter } = answering(body);
    await expect(http.get('/article/1', { adapter })).resolves.toEqual(body);
    expect(useSessionStore.getState().pendingRequests).toBe(0);
  });

  it("toasts a business failure's message through the app's toast", async () => {
    const { adapter } = answering({ success: false, code: 4001, msg: '验证码错误', data: null });
    await expect(http.post('/api/auth/login', {}, { adapter })).rejects.toMatchObject({
      msg: '验证码错误',
      code: 4001,
    });
    expect(toast.showToast).toHaveBeenCalledWith('验证码错误');
    expect(useSessionStore.getState().pendingRequests).toBe(0);
  });

  it('drops the token on a 401', async () => {
    useSessionStore.setState({ token: 'expired' });
    const { adapter } = answering({ success: false, code: 401, msg: '', data: null }, 401);
    await expect(http.get('/v1/user/info', { adapter })).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().pendingRequests).toBe(0);
  });
});

/** The configured client's transport, answering `status` with `body`, recording what it got. */
function answer(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
  http.instance.defaults.adapter = adapter;
  return seen;
}

const session = () => ({
  getToken: vi.fn(() => 'tok-9'),
  getDeviceInfo: () => ({
    platform: 'ios' as const,
    appversion: '4.1.0',
    deviceToken: '',
    deviceNum: 'dn-9',
    deviceModel: '',
  }),
  requestStarted: vi.fn(),
  requestFinished: vi.fn(),
  onUnauthorized: vi.fn(),
});

describe("the app's configured HTTP client, bound to a session of its own", () => {
  it('reads the token and device headers from the session it is bound to, and counts the request', async () => {
    const bound = session();
    unbind = bindHttpSession(bound);
    const seen = answer(200, { success: true, code: 200, msg: '', data: null });
    await http.get('/v1/user/info');
    expect(seen[0]?.headers.get('token')).toBe('tok-9');
    expect(seen[0]?.headers.get('platform')).toBe('ios');
    expect(seen[0]?.headers.get('devicenum')).toBe('dn-9');
    expect(bound.requestStarted).toHaveBeenCalledTimes(1);
    expect(bound.requestFinished).toHaveBeenCalledTimes(1);
  });

  it('is an anonymous android browser at 4.0.0 once unbound', async () => {
    unbind = bindHttpSession(session());
    unbind();
    const seen = answer(200, { success: true, code: 200, msg: '', data: null });
    await http.get('/x');
    const headers = seen[0]!.headers;
    expect(headers.has('token')).toBe(false);
    expect(headers.get('platform')).toBe('android');
    expect(headers.get('appversion')).toBe('4.0.0');
    expect(headers.has('devicetoken')).toBe(false);
    expect(headers.has('devicenum')).toBe(false);
  });

  it.each([401, 403, 404, 500])('only logs a %i with a message: no toast', async (status) => {
    const bound = session();
    unbind = bindHttpSession(bound);
    answer(status, { success: false, code: status, msg: '暂无权限', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ status, msg: '暂无权限' });
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(`[http] GET /x 失败：${status} 暂无权限`);
    expect(bound.onUnauthorized).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
  });

  it('toasts the message of other error answers', async () => {
    answer(429, { success: false, code: 429, msg: '发送过于频繁', data: null });
    await expect(http.post('/sms/send')).rejects.toMatchObject({ status: 429 });
    expect(toast.showToast).toHaveBeenCalledWith('发送过于频繁');
  });
});

describe('no import cycle through the client', () => {
  it('the HTTP client and the API calls import no store (they get the session injected)', () => {
    const sources = import.meta.glob<string>(
      ['./*.ts', '../api/*.ts', '!./*.test.ts', '!../api/*.test.ts'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['./index.ts', '../api/auth.ts']));
    for (const [file, source] of Object.entries(sources))
      expect(source, file).not.toMatch(/from '(@|\.\.\/\.\.)\/stores/);
  });
});
