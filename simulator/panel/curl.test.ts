import { describe, expect, it } from 'vitest';
import { toCurl } from './curl';

describe('copy a request as cURL', () => {
  it('keeps method, URL, the app headers and the body', () => {
    expect(
      toCurl({
        method: 'POST',
        url: 'http://127.0.0.1:4800/api-mock/sms/send',
        requestHeaders: {
          'Content-Type': 'application/json',
          token: 'abc',
          platform: 'ios',
          'Content-Length': '30',
        },
        requestBody: '{"phone":"13800138000","type":2}',
      }),
    ).toBe(
      `curl 'http://127.0.0.1:4800/api-mock/sms/send' -H 'Content-Type: application/json' -H 'token: abc' -H 'platform: ios' --data-raw '{"phone":"13800138000","type":2}'`,
    );
  });

  it('names non-default methods and quotes single quotes safely', () => {
    expect(
      toCurl({ method: 'DELETE', url: "http://h/x?q=it's", requestHeaders: {}, requestBody: null }),
    ).toBe(`curl 'http://h/x?q=it'\\''s' -X DELETE`);
    expect(
      toCurl({
        method: 'GET',
        url: 'http://h/v1/user/info',
        requestHeaders: { token: 't1' },
        requestBody: null,
      }),
    ).toBe(`curl 'http://h/v1/user/info' -H 'token: t1'`);
  });
});
