import { describe, expect, it } from 'vitest';
import { NetworkLog } from './network-log';

describe('network log from CDP events', () => {
  it('records a request with its headers, body, status and duration', () => {
    const log = new NetworkLog();
    log.apply({
      method: 'Network.requestWillBeSent',
      params: {
        requestId: '1',
        timestamp: 10,
        wallTime: 1_700_000_000,
        request: {
          url: 'http://127.0.0.1:4800/api-mock/sms/send',
          method: 'POST',
          headers: { token: 'abc', 'Content-Type': 'application/json' },
          postData: '{"phone":"13800138000","type":2}',
        },
      },
    });
    log.apply({
      method: 'Network.responseReceived',
      params: {
        requestId: '1',
        timestamp: 10.1,
        response: { status: 200, headers: { 'content-type': 'application/json' } },
      },
    });
    log.apply({ method: 'Network.loadingFinished', params: { requestId: '1', timestamp: 10.25 } });
    expect(log.list()).toEqual([
      {
        seq: 1,
        at: 1_700_000_000_000,
        method: 'POST',
        url: 'http://127.0.0.1:4800/api-mock/sms/send',
        requestHeaders: { token: 'abc', 'Content-Type': 'application/json' },
        requestBody: '{"phone":"13800138000","type":2}',
        status: 200,
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: null,
        failure: null,
        durationMs: 250,
      },
    ]);
  });

  it('records why a request failed (offline preset)', () => {
    const log = new NetworkLog();
    log.apply({
      method: 'Network.requestWillBeSent',
      params: {
        requestId: '7',
        timestamp: 1,
        wallTime: 1,
        request: { url: 'http://127.0.0.1:4800/api-mock/v1/user/info', method: 'GET', headers: {} },
      },
    });
    log.apply({
      method: 'Network.loadingFailed',
      params: { requestId: '7', timestamp: 1.002, errorText: 'net::ERR_INTERNET_DISCONNECTED' },
    });
    expect(log.list()[0]).toMatchObject({
      failure: 'net::ERR_INTERNET_DISCONNECTED',
      durationMs: 2,
    });
    expect(log.list()[0]?.status).toBeNull();
  });

  it('ignores data URLs and keeps only the newest entries', () => {
    const log = new NetworkLog(2);
    expect(
      log.apply({
        method: 'Network.requestWillBeSent',
        params: {
          requestId: 'd',
          timestamp: 1,
          wallTime: 1,
          request: { url: 'data:image/png;base64,xx', method: 'GET', headers: {} },
        },
      }),
    ).toBe(false);
    for (const id of ['a', 'b', 'c']) {
      log.apply({
        method: 'Network.requestWillBeSent',
        params: {
          requestId: id,
          timestamp: 1,
          wallTime: 1,
          request: { url: `http://h/${id}`, method: 'GET', headers: {} },
        },
      });
    }
    expect(log.list().map((e) => e.url)).toEqual(['http://h/b', 'http://h/c']);
  });
});
