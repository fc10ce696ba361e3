import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import { staticHtmlSchema } from '../../../renderer/src/contracts/api/legal';

let server: ApiServer;
beforeEach(async () => {
  server = await createApiServer();
});
afterEach(async () => {
  await server.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(): Promise<string> {
  const boundary = '----complaint';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/image/multiUpload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const url = (res.json().data.urls as string[])[0];
  if (!url) throw new Error('upload failed');
  return url;
}

const post = (payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/complaints',
    payload: payload as Record<string, unknown>,
  });
const count = () =>
  server.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM complaints').get()?.n ?? 0;

describe('static html', () => {
  it('serves the user agreement and the security agreement with headings', async () => {
    for (const id of ['agreement', 'security', 'about', 'rules']) {
      const doc = envelope(staticHtmlSchema).parse(
        (await server.app.inject({ method: 'GET', url: `/static/html/${id}` })).json(),
      ).data;
      expect(doc.content).toMatch(/<h3>/);
    }
    const agreement = envelope(staticHtmlSchema).parse(
      (await server.app.inject({ method: 'GET', url: '/static/html/agreement' })).json(),
    ).data;
    expect(agreement.title).toBe('税务通用户服务协议');
  });

  it('answers 404 文档不存在 and 400 for a malformed id', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/static/html/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('文档不存在');
    expect(
      (await server.app.inject({ method: 'GET', url: '/static/html/..%2Fetc' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /complaints', () => {
  it('stores a valid complaint with an uploaded image, anonymous or signed in', async () => {
    const url = await upload();
    const res = await post({
      type: 'complaint',
      content: '课程视频在安卓手机上经常卡顿，希望尽快优化。',
      contact: '13912345678',
      images: [url],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '提交成功，感谢您的反馈' });
    const row = server.db
      .prepare<[number], { content: string; contact: string; images: string }>(
        'SELECT content, contact, images FROM complaints WHERE id = ?',
      )
      .get(res.json().data.id);
    expect(row).toMatchObject({ contact: '13912345678', images: JSON.stringify([url]) });
    const email = await post({
      content: '建议增加深色模式，晚上阅读更舒服一些。',
      contact: 'reader@example.com',
    });
    expect(email.statusCode).toBe(200);
  });

  it('rejects text under 10 or over 500 characters', async () => {
    const short = await post({ content: '太卡了' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('内容须为10-500个字');
    expect((await post({ content: '长'.repeat(501) })).json().msg).toBe('内容须为10-500个字');
    expect(count()).toBe(0);
  });

  it('rejects a contact that is neither a mobile nor an e-mail', async () => {
    const res = await post({ content: '页面加载很慢，希望优化一下。', contact: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('联系方式须为手机号或邮箱');
  });

  it('accepts at most 3 images, and only ones uploaded here', async () => {
    const url = await upload();
    const four = await post({
      content: '页面加载很慢，希望优化一下。',
      images: [url, url, url, url],
    });
    expect(four.json().msg).toBe('最多上传3张图片');
    const foreign = await post({
      content: '页面加载很慢，希望优化一下。',
      images: ['http://example.com/files/999'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('图片不存在，请重新上传');
    expect(count()).toBe(0);
  });
});
