import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

const config = (extra: Partial<InternalAxiosRequestConfig> = {}) =>
  ({
    method: 'get',
    url: '/x',
    headers: new AxiosHeaders(),
    timeout: 30_000,
    ...extra,
  }) as InternalAxiosRequestConfig;

/** A transport that never answers, and tells what it was given. */
function silentTransport() {
  const given: InternalAxiosRequestConfig[] = [];
  const send = vi.fn((c: InternalAxiosRequestConfig) => {
    given.push(c);
    return new Promise<AxiosResponse>(() => undefined);
  });
  return { send, given };
}

describe('withDeadline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('ends a request whose transport never answers at its timeout, as a timeout, and aborts the transport', async () => {
    const { send, given } = silentTransport();
    const outcome = withDeadline(send)(config()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(given[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 30000ms exceeded',
    });
    expect(given[0]?.signal?.aborted).toBe(true);
  });

  it("passes the caller's cancel on to the transport", async () => {
    const { send, given } = silentTransport();
    const controller = new AbortController();
    void withDeadline(send)(config({ signal: controller.signal })).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(given[0]?.signal?.aborted).toBe(true);
  });

  it('answers as the transport does in time, leaving no timer behind; no timeout, no deadline', async () => {
    const response = {
      data: 1,
      status: 200,
      statusText: 'OK',
      headers: {},
      config: config(),
    } as AxiosResponse;
    const send = vi.fn(async () => response);
    await expect(withDeadline(send)(config())).resolves.toBe(response);
    expect(vi.getTimerCount()).toBe(0);
    await expect(withDeadline(send)(config({ timeout: 0 }))).resolves.toBe(response);
    expect(vi.getTimerCount()).toBe(0);
  });
});
