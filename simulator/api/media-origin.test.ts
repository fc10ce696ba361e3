import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';
import { forwardedOrigin, parsePublicOrigin } from './lib/urls';
import { createByteQuota, ANONYMOUS_UPLOADS_PER_MINUTE } from './lib/upload-limits';
import { issueToken } from './lib/sessions';

/** Media URLs from a configured origin, forwarded headers only behind a proxy, upload limits, nosniff. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const multipart = (): { payload: Buffer; headers: Record<string, string> } => {
  const b = 'media-origin-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};
const EVIL = {
  host: 'evil.example',
  'x-forwarded-proto': 'javascript',
  'x-forwarded-host': 'evil.example"><script>alert(1)</script>',
};

describe('media URLs and uploads', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });
  const avatarOf = async (server: TestServer, headers: Record<string, string>): Promise<string> => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/article/list?page=1&size=1',
      headers,
    });
    const url = /"(\w+:\/\/[^"]*\/media\/[^"]+)"/.exec(res.body)?.[1];
    if (!url) throw new Error(`无媒体地址：${res.body.slice(0, 200)}`);
    return url;
  };

  it('ignores client-sent Host and X-Forwarded-* by default: the address the server was reached at', async () => {
    s = await startTestServer();
    expect(await avatarOf(s, EVIL)).toMatch(/^http:\/\/127\.0\.0\.1\/media\//);
    const port = Number(new URL(await s.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const res = await fetch(`http://127.0.0.1:${port}/article/list?page=1&size=1`, {
      headers: { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' },
    });
    expect(await res.text()).toContain(`"http://127.0.0.1:${port}/media/`);
  });

  it('builds them from the configured public origin', async () => {
    s = await startTestServer({ publicOrigin: 'https://mock.example.com:8443/' });
    expect(await avatarOf(s, EVIL)).toMatch(/^https:\/\/mock\.example\.com:8443\/media\//);
    const up = await s.app.inject({ method: 'POST', url: '/image/multiUpload', ...multipart() });
    expect((up.json() as { data: { urls: string[] } }).data.urls[0]).toMatch(
      /^https:\/\/mock\.example\.com:8443\/files\/\d+$/,
    );
  });

  it('behind a proxy, trusts only an http(s) scheme and a valid host', async () => {
    s = await startTestServer({ behindProxy: true });
    expect(
      await avatarOf(s, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tax.example.com' }),
    ).toMatch(/^https:\/\/tax\.example\.com\/media\//);
    expect(await avatarOf(s, EVIL)).toMatch(/^http:\/\/127\.0\.0\.1\/media\//);
    expect(forwardedOrigin('javascript', 'evil.example')).toBeNull();
    expect(forwardedOrigin('https', 'a.example"><b>')).toBeNull();
    expect(forwardedOrigin('HTTPS, http', 'a.example:8080, b.example')).toBe(
      'https://a.example:8080',
    );
    expect(forwardedOrigin('http', '[::1]:3900')).toBe('http://[::1]:3900');
  });

  it('refuses a public origin that is not http(s)://host[:port]', () => {
    expect(parsePublicOrigin('http://10.0.0.5:3900')).toBe('http://10.0.0.5:3900');
    for (const bad of ['javascript://x', 'https://a.example/path', 'not a url'])
      expect(() => parsePublicOrigin(bad)).toThrow(/公开地址不正确/);
  });

  it(`limits anonymous uploads to ${ANONYMOUS_UPLOADS_PER_MINUTE} a minute per client with a 429 envelope; signed-in users are not limited`, async () => {
    s = await startTestServer();
    const statuses: number[] = [];
    for (let i = 0; i <= ANONYMOUS_UPLOADS_PER_MINUTE; i++)
      statuses.push(
        (await s.app.inject({ method: 'POST', url: '/image/multiUpload', ...multipart() }))
          .statusCode,
      );
    expect(statuses.slice(0, -1).every((c) => c === 200)).toBe(true);
    const refused = await s.app.inject({
      method: 'POST',
      url: '/image/multiUpload',
      ...multipart(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 429,
      data: null,
      msg: expect.stringMatching(/^上传过于频繁，请\d+秒后再试$/),
    });
    // Another client is counted apart; a signed-in user passes.
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/image/multiUpload',
          remoteAddress: '10.0.0.9',
          ...multipart(),
        })
      ).statusCode,
    ).toBe(200);
    const token = issueToken(s.db, 25, s.clock.now());
    const signed = multipart();
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/image/multiUpload',
          payload: signed.payload,
          headers: { ...signed.headers, token },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits anonymous upload bytes per minute per client', () => {
    const quota = createByteQuota(1000);
    quota.spend('a', 600, 0);
    expect(() => quota.spend('a', 500, 30_000)).toThrow(/^上传流量过大.*请30秒后再试$/);
    quota.spend('b', 900, 30_000);
    quota.spend('a', 1000, 60_000);
  });

  it('serves files with X-Content-Type-Options: nosniff', async () => {
    s = await startTestServer();
    const up = await s.app.inject({ method: 'POST', url: '/image/multiUpload', ...multipart() });
    const path = new URL((up.json() as { data: { urls: string[] } }).data.urls[0] ?? '').pathname;
    for (const url of [path, '/media/avatar/1.png', '/article/list'])
      expect((await s.app.inject({ url })).headers['x-content-type-options']).toBe('nosniff');
  });

  it('and so is every error answer: a bad path, a missing route, a bad input, a bad body, a missing login', async () => {
    s = await startTestServer();
    const answers = [
      await s.app.inject({ url: '/article/detail/%E0%A4%A' }),
      await s.app.inject({ url: '/no/such/route' }),
      await s.app.inject({ url: '/article/detail/abc' }),
      await s.app.inject({
        method: 'POST',
        url: '/v3/order/valid',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await s.app.inject({ method: 'POST', url: '/v3/order/valid', payload: {} }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 400, 400, 401]);
    for (const a of answers) expect(a.headers['x-content-type-options']).toBe('nosniff');
  });
});
