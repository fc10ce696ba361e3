import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NetworkLogEntry } from './index';
import { toHar } from './har';

/** The fields HAR 1.2 requires (DevTools refuses a file without them). */
const nameValue = z.object({ name: z.string(), value: z.string() });
const har12 = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string().min(1), version: z.string().min(1) }),
    entries: z.array(
      z.object({
        startedDateTime: z.iso.datetime(),
        time: z.number().min(0),
        request: z.object({
          method: z.string(),
          url: z.url(),
          httpVersion: z.string(),
          cookies: z.array(z.unknown()),
          headers: z.array(nameValue),
          queryString: z.array(nameValue),
          postData: z.object({ mimeType: z.string(), text: z.string() }).optional(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        response: z.object({
          status: z.number().int(),
          statusText: z.string(),
          httpVersion: z.string(),
          cookies: z.array(z.unknown()),
          headers: z.array(nameValue),
          content: z.object({
            size: z.number(),
            mimeType: z.string(),
            text: z.string().optional(),
          }),
          redirectURL: z.string(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        cache: z.object({}),
        timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }),
      }),
    ),
  }),
});

const base: Omit<NetworkLogEntry, 'seq' | 'method' | 'url'> = {
  at: Date.UTC(2026, 0, 2, 3, 4, 5),
  requestHeaders: { token: 'abc' },
  requestBody: null,
  status: 200,
  responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
  responseBody: '{"success":true,"code":200,"msg":"成功","data":null}',
  failure: null,
  durationMs: 12.6,
};
const creator = { name: '财税手机模拟器', version: '0.1.0' };

describe('toHar', () => {
  it('writes a HAR 1.2 log with both bodies, oldest request first', () => {
    const har = toHar(
      [
        {
          ...base,
          seq: 2,
          method: 'POST',
          url: 'http://127.0.0.1:3900/qa/ask',
          requestHeaders: { 'Content-Type': 'application/json' },
          requestBody: '{"title":"个税"}',
        },
        { ...base, seq: 1, method: 'GET', url: 'http://127.0.0.1:3900/news/list?page=2&size=10' },
      ],
      creator,
    );
    expect(har12.safeParse(har).error).toBeUndefined();
    const [list, ask] = har.log.entries;
    expect(list?.request.queryString).toEqual([
      { name: 'page', value: '2' },
      { name: 'size', value: '10' },
    ]);
    expect(list?.startedDateTime).toBe('2026-01-02T03:04:05.000Z');
    expect(list?.time).toBe(13);
    expect(list?.response).toMatchObject({ status: 200, statusText: 'OK' });
    expect(list?.response.content.text).toBe(base.responseBody);
    expect(list?.request.headers).toEqual([{ name: 'token', value: 'abc' }]);
    // Sizes are bytes: each Chinese character is three of them in UTF-8.
    expect(ask?.request.postData).toEqual({
      mimeType: 'application/json',
      text: '{"title":"个税"}',
    });
    expect(ask?.request.bodySize).toBe(18);
    expect(list?.response.content.size).toBe(new TextEncoder().encode(base.responseBody!).length);
  });

  it("keeps a failed request with Chromium's error, and marks one still waiting", () => {
    const har = toHar(
      [
        {
          ...base,
          seq: 1,
          method: 'GET',
          url: 'http://127.0.0.1:3900/home',
          status: null,
          responseHeaders: null,
          responseBody: null,
          failure: 'net::ERR_INTERNET_DISCONNECTED',
        },
        {
          ...base,
          seq: 2,
          method: 'GET',
          url: 'http://127.0.0.1:3900/slow',
          status: null,
          responseHeaders: null,
          responseBody: null,
          durationMs: null,
        },
      ],
      creator,
    );
    expect(har12.safeParse(har).error).toBeUndefined();
    const [failed, waiting] = har.log.entries;
    expect(failed).toMatchObject({ _error: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(failed?.response).toMatchObject({ status: 0, statusText: '', bodySize: -1 });
    expect(failed?.response.content).toEqual({ size: 0, mimeType: 'x-unknown' });
    expect(waiting).toMatchObject({ time: 0, comment: '保存时请求尚未完成' });
    expect(waiting).not.toHaveProperty('_error');
  });

  it('answers an empty log for a phone that made no request', () => {
    expect(toHar([], creator, 'iPhone 15 · App')).toEqual({
      log: { version: '1.2', creator, entries: [], comment: 'iPhone 15 · App' },
    });
  });
});
