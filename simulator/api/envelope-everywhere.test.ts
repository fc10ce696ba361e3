import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing';
import { patternOf } from './lib/allowed-methods';

/**
 * Every answer the server can give carries the envelope with a Chinese msg, including those given
 * before a route runs (router errors) or before a request exists (Node's parser): those are sent
 * over a raw socket, as a broken client or a probe would send them.
 */
type Envelope = { success: boolean; code: number; msg: string; data: null };
const CHINESE = /[\u4e00-\u9fa5]/;

/** Writes raw bytes, reads until the server closes or answers one response; status line + body. */
function rawRequest(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (): void => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('utf8');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length >= 0 && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= length) {
        socket.destroy();
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function expectEnvelope(status: number, body: string, expected: number): Envelope {
  expect(status).toBe(expected);
  const envelope = JSON.parse(body) as Envelope;
  expect(envelope).toMatchObject({ success: false, code: expected, data: null });
  expect(envelope.msg).toMatch(CHINESE);
  return envelope;
}

describe('every answer is an envelope in Chinese', () => {
  let s: TestServer;
  let port = 0;
  beforeAll(async () => {
    s = await startTestServer();
    port = Number(new URL(await s.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => s.close());

  it.each([
    [
      'a malformed percent-encoding in the path',
      'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n',
      400,
      '请求路径编码不正确',
    ],
    [
      'a path parameter over 100 characters',
      `GET /order/detail/${'x'.repeat(120)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      414,
      '路径参数过长，不能超过100个字符',
    ],
    [
      'a query over 16 KB',
      `GET /article/list?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      '请求头或查询参数过大，不能超过16KB',
    ],
    [
      'headers over 16 KB',
      `GET /article/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      '请求头或查询参数过大，不能超过16KB',
    ],
    ['a garbage request line', 'HELLO THERE\r\n\r\n', 400, '不支持的请求方法'],
    [
      'a garbage header line',
      'GET /article/list HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
      400,
      '请求格式错误，无法解析',
    ],
    [
      'Content-Length: abc',
      'POST /v3/order/valid HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      400,
      '请求头 Content-Length 不正确',
    ],
  ])('%s', async (_name, bytes, status, msg) => {
    const res = await rawRequest(port, bytes);
    expect(expectEnvelope(res.status, res.body, status).msg).toBe(msg);
    expect(res.headers.toLowerCase()).toContain('content-type: application/json');
  });

  it('answers a known path with the wrong method 405 with the allowed methods', async () => {
    const post = await s.app.inject({ method: 'GET', url: '/v3/order/valid' });
    expect(expectEnvelope(post.statusCode, post.body, 405).msg).toBe(
      '请求方法不支持：GET /v3/order/valid，请使用 POST',
    );
    expect(post.headers.allow).toBe('POST');
    const withParam = await s.app.inject({
      method: 'DELETE',
      url: '/order/detail/202611220340520001/',
    });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD');
    // An unknown path stays 404.
    const unknown = await s.app.inject({ method: 'GET', url: '/order/nothing/here/at/all' });
    expect(expectEnvelope(unknown.statusCode, unknown.body, 404).msg).toBe(
      '接口不存在：GET /order/nothing/here/at/all',
    );
  });

  it('compiles route patterns segment by segment', () => {
    expect(patternOf('/order/detail/:orderNo').test('/order/detail/1')).toBe(true);
    expect(patternOf('/order/detail/:orderNo').test('/order/detail/1/2')).toBe(false);
    expect(patternOf('/media/a.b/:file').test('/media/axb/1')).toBe(false);
    expect(patternOf('/live/like/:id/:type').test('/live/like/1/2/')).toBe(true);
  });
});
