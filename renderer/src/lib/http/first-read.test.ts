import { AxiosHeaders, isCancel, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_READ_GLOBAL,
  FIRST_READ_TTL_MS,
  withFirstRead,
  type EarlyAnswer,
} from './first-read';

const URL = '/api-mock/article/detail/1';
const HEADERS = { platform: 'ios', appversion: '4.0.0' };

function config(extra: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig {
  return {
    method: 'get',
    url: '/article/detail/1',
    headers: AxiosHeaders.from(HEADERS),
    timeout: 0,
    validateStatus: (s: number) => s >= 200 && s < 300,
    ...extra,
  } as InternalAxiosRequestConfig;
}

function leave(
  response: Promise<EarlyAnswer>,
  extra: {
    url?: string;
    method?: 'get' | 'post';
    body?: string;
    headers?: Record<string, string>;
    at?: number;
  } = {},
) {
  window[FIRST_READ_GLOBAL] = {
    url: URL,
    method: 'get',
    headers: HEADERS,
    at: Date.now(),
    response,
    ...extra,
  };
}

const answer = (status: number, body = '{"success":true,"data":1}'): Promise<EarlyAnswer> =>
  Promise.resolve({
    status,
    statusText: 'x',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('withFirstRead', () => {
  const sent: InternalAxiosRequestConfig[] = [];
  const send = vi.fn(async (c: InternalAxiosRequestConfig) => {
    sent.push(c);
    return { data: 'sent', status: 200, statusText: 'OK', headers: {}, config: c } as AxiosResponse;
  });
  const adapter = withFirstRead(send, () => URL);
  afterEach(() => {
    delete window[FIRST_READ_GLOBAL];
    sent.length = 0;
  });

  it('answers the identical GET with the early answer, once; the next one goes to the server', async () => {
    leave(answer(200));
    await expect(adapter(config())).resolves.toMatchObject({
      data: '{"success":true,"data":1}',
      status: 200,
    });
    expect(sent).toHaveLength(0);
    await expect(adapter(config())).resolves.toMatchObject({ data: 'sent' });
    expect(sent).toHaveLength(1);
  });

  it('sends afresh when the URL, the method, the session headers or its age differ', async () => {
    leave(answer(200), { url: '/api-mock/article/detail/2' });
    await adapter(config());
    leave(answer(200));
    await adapter(config({ method: 'post' }));
    leave(answer(200), { headers: { ...HEADERS, token: 'old' } });
    await adapter(config());
    leave(answer(200), { at: Date.now() - FIRST_READ_TTL_MS - 1 });
    await adapter(config());
    expect(sent).toHaveLength(4);
    // A stale read is dropped by whatever request comes next.
    expect(window[FIRST_READ_GLOBAL]).toBeUndefined();
  });

  it('answers a POST read only when its body is the same JSON text', async () => {
    const body = '{"examId":5,"inviteUserId":null}';
    leave(answer(200), { method: 'post', body });
    await adapter(config({ method: 'post', data: '{"examId":5,"inviteUserId":7}' }));
    leave(answer(200), { method: 'post', body });
    await adapter(config({ method: 'get' }));
    expect(sent).toHaveLength(2);
    leave(answer(200), { method: 'post', body });
    await expect(adapter(config({ method: 'post', data: body }))).resolves.toMatchObject({
      data: '{"success":true,"data":1}',
    });
    expect(sent).toHaveLength(2);
  });

  it('turns an HTTP error and a network failure into the errors the XHR transport gives', async () => {
    leave(answer(404, '{"msg":"文章不存在"}'));
    await expect(adapter(config())).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: '{"msg":"文章不存在"}' },
    });
    leave(answer(500));
    await expect(adapter(config())).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    leave(Promise.reject(new TypeError('Failed to fetch')));
    await expect(adapter(config())).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('counts the timeout from when the early read left, so it ends by then even if its answer never comes', async () => {
    vi.useFakeTimers();
    try {
      leave(new Promise(() => undefined), { at: Date.now() - 4_000 });
      let outcome: unknown;
      void adapter(config({ timeout: 30_000 })).catch((e: unknown) => (outcome = e));
      await vi.advanceTimersByTimeAsync(25_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ code: 'ECONNABORTED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('honours the timeout and a cancel while the early answer is still on its way', async () => {
    leave(new Promise(() => undefined));
    await expect(adapter(config({ timeout: 5 }))).rejects.toMatchObject({ code: 'ECONNABORTED' });
    const controller = new AbortController();
    leave(new Promise(() => undefined));
    const pending = adapter(config({ signal: controller.signal }));
    controller.abort();
    await expect(pending.catch((e: unknown) => isCancel(e))).resolves.toBe(true);
  });
});
