import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

const toast = vi.hoisted(() => ({ showToast: vi.fn<(msg: string) => void>() }));
vi.mock('@/lib/toast', () => toast);

const { bindHttpSession, http } = await import('./index');

/** The configured client's transport, answering `status` with `body`, recording what it got. */
function answer(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
  http.instance.defaults.adapter = adapter;
  return seen;
}

const session = () => ({
  getToken: vi.fn(() => 'tok-9'),
  getDeviceInfo: () => ({ platform: 'ios' as const, appversion: '4.1.0', deviceToken: '', deviceNum: 'dn-9', deviceModel: '' }),
  requestStarted: vi.fn(),
  requestFinished: vi.fn(),
  onUnauthorized: vi.fn(),
});

let unbind: () => void = () => undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  toast.showToast.mockClear();
});
afterEach(() => unbind());

describe('the app\'s configured HTTP client (spec §7, §8, §9)', () => {
  it('waits 30 s for an answer and sends to the configured base URL', async () => {
    const seen = answer(200, { success: true, code: 200, msg: '', data: null });
    await http.get('/x');
    expect(seen[0]?.timeout).toBe(30_000);
    expect(seen[0]?.baseURL).toBe('/api-mock');
  });

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

  it('is anonymous once unbound', async () => {
    unbind = bindHttpSession(session());
    unbind();
    const seen = answer(200, { success: true, code: 200, msg: '', data: null });
    await http.get('/x');
    expect(seen[0]?.headers.has('token')).toBe(false);
  });

  it.each([401, 403, 404, 500])('only logs a %i with a message: no toast', async (status) => {
    const bound = session();
    unbind = bindHttpSession(bound);
    answer(status, { success: false, code: status, msg: '暂无权限', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ status, msg: '暂无权限' });
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(String(status)));
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
    const sources = import.meta.glob<string>(['./*.ts', '../api/*.ts', '!./*.test.ts', '!../api/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['./index.ts', '../api/auth.ts']));
    for (const [file, source] of Object.entries(sources)) expect(source, file).not.toMatch(/from '(@|\.\.\/\.\.)\/stores/);
  });
});
