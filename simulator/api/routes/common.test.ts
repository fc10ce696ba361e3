import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(files: { name: string; type: string; data: Buffer }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----taxapp-test-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('common calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('lists SMS kinds with type 2 as login', async () => {
    const r = await call<{ type: number; name: string }[]>(s.app, 'GET', '/base/sms/list');
    expect(r.body.data.find((t) => t.type === 2)?.name).toBe('登录');
  });

  it('tells an old app version to update and a too-old one that it must', async () => {
    const v = await call<{ hasUpdate: boolean; forceUpdate: boolean; latestVersion: string }>(
      s.app,
      'GET',
      '/app/new/version?platform=ios&appversion=4.0.0',
    );
    expect(v.body.data).toMatchObject({
      hasUpdate: true,
      forceUpdate: false,
      latestVersion: '4.2.0',
    });
    expect(
      (await call<{ forceUpdate: boolean }>(s.app, 'GET', '/app/new/version?appversion=3.9.9')).body
        .data.forceUpdate,
    ).toBe(true);
    expect(
      (await call<{ hasUpdate: boolean }>(s.app, 'GET', '/app/new/version?appversion=4.2.0')).body
        .data.hasUpdate,
    ).toBe(false);
    expect((await call(s.app, 'GET', '/app/new/version?appversion=abc')).body.msg).toBe(
      '版本号格式不正确',
    );
  });

  it('stores uploaded images and serves them back at the answered URL', async () => {
    const token = await loginAs(s.app, '13500000001');
    const { payload, headers } = multipart([{ name: 'a.png', type: 'image/png', data: PNG }]);
    const r = await s.app.inject({
      method: 'POST',
      url: '/image/multiUpload',
      payload,
      headers: { ...headers, token },
    });
    expect(r.statusCode).toBe(200);
    const data = (r.json() as { data: { urls: string[]; files: { mime: string; size: number }[] } })
      .data;
    expect(data.files[0]).toMatchObject({ mime: 'image/png', size: PNG.length });
    const served = await s.app.inject({ url: new URL(data.urls[0] ?? '').pathname });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image whatever its claimed type, and a non-multipart request', async () => {
    const { payload, headers } = multipart([
      { name: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    const r = await s.app.inject({ method: 'POST', url: '/image/multiUpload', payload, headers });
    expect(r.statusCode).toBe(415);
    expect((r.json() as { msg: string }).msg).toBe('仅支持 png、jpg、gif、webp 图片：x.png');
    expect((await call(s.app, 'POST', '/image/multiUpload', { a: 1 })).status).toBe(415);
  });

  it('checks a digit captcha on the server: a wrong code fails, three wrong codes spend it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const got = await s.app.inject({
      method: 'POST',
      url: '/common/captcha/get',
      payload: '',
      headers: form,
    });
    const captcha = (got.json() as { data: { token: string; image: string; length: number } }).data;
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(captcha.length).toBe(4);
    const answer =
      s.db
        .prepare<[string], { answer: string }>('SELECT answer FROM captchas WHERE token = ?')
        .get(captcha.token)?.answer ?? '';
    const wrong = answer === '0000' ? '1111' : '0000';
    for (let i = 0; i < 3; i++) {
      const r = await s.app.inject({
        method: 'POST',
        url: '/common/captcha/check',
        payload: `token=${captcha.token}&code=${wrong}`,
        headers: form,
      });
      expect((r.json() as { msg: string }).msg).toBe('验证码错误');
    }
    const late = await s.app.inject({
      method: 'POST',
      url: '/common/captcha/check',
      payload: `token=${captcha.token}&code=${answer}`,
      headers: form,
    });
    expect((late.json() as { msg: string }).msg).toBe('验证码已失效，请刷新');
    const bad = await s.app.inject({
      method: 'POST',
      url: '/common/captcha/check',
      payload: 'token=x&code=12',
      headers: form,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toBe('请输入4位数字验证码');
  });

  it('serves generated avatars as PNG, and as SVG at the paths stored before', async () => {
    const png = await s.app.inject({ url: '/media/avatar/1.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=3600');
    expect(png.rawPayload.toString('latin1', 1, 4)).toBe('PNG');
    const svg = await s.app.inject({ url: '/media/avatar/1.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body.startsWith('<svg')).toBe(true);
    const bad = await s.app.inject({ url: '/media/avatar/abc' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toBe('文件名须为 编号.png');
    const missing = await s.app.inject({ url: '/media/avatar/999999.png' });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { msg: string }).msg).toBe('头像不存在');
  });
});
