import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../../renderer/src/contracts/credit-code';
import {
  RESCUE_MESSAGES,
  type RescueApplication,
  type RescueInfo,
} from '../../../renderer/src/contracts/api/rescue';
import { replyDeadline } from '../lib/rescue';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const code = (n: number): string => {
  const first17 = `914403000000${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};
const form = (over: Record<string, unknown> = {}) => ({
  companyName: '积石山县恒达建材有限公司',
  creditCode: code(1),
  region: '甘肃省临夏州积石山县',
  contactName: '马建国',
  phone: '13400000301',
  question: '厂房在地震中受损停产，房产税和城镇土地使用税能否申请减免？需要准备哪些材料？',
  ...over,
});

describe('rescue-area consultation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function upload(): Promise<string> {
    const boundary = '----rescue';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="damage.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await s.app.inject({
      method: 'POST',
      url: '/image/multiUpload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return (res.json() as { data: { urls: string[] } }).data.urls[0] ?? '';
  }

  it('answers each bad field with its own Chinese message before storing anything', async () => {
    const token = await loginAs(s.app, '13400000300');
    const bad: [Record<string, unknown>, string][] = [
      [{ companyName: '  ' }, RESCUE_MESSAGES.companyRequired],
      [{ companyName: '恒达' }, RESCUE_MESSAGES.companyLength],
      [{ creditCode: undefined }, RESCUE_MESSAGES.creditCodeRequired],
      [{ creditCode: '91440300000000001X' }, RESCUE_MESSAGES.creditCode],
      [{ region: '' }, RESCUE_MESSAGES.region],
      [{ region: '广东省深圳市南山区' }, RESCUE_MESSAGES.region],
      [{ contactName: '' }, RESCUE_MESSAGES.contactRequired],
      [{ contactName: '马' }, RESCUE_MESSAGES.contactLength],
      [{ phone: '' }, RESCUE_MESSAGES.phoneRequired],
      [{ phone: '12345678901' }, RESCUE_MESSAGES.phone],
      [{ question: '' }, RESCUE_MESSAGES.questionRequired],
      [{ question: '能减免吗' }, RESCUE_MESSAGES.questionLength],
      [{ question: '税'.repeat(501) }, RESCUE_MESSAGES.questionLength],
      [{ images: ['a', 'b', 'c', 'd'] }, RESCUE_MESSAGES.images],
      [{ images: ['http://example.com/files/999'] }, RESCUE_MESSAGES.imageUrl],
    ];
    for (const [over, msg] of bad) {
      const r = await call(s.app, 'POST', '/rescue/apply', form(over), token);
      expect({ over, status: r.status, msg: r.body.msg }).toEqual({ over, status: 400, msg });
    }
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM rescue_applications').get()).toEqual({ n: 0 });
    expect((await call(s.app, 'POST', '/rescue/apply', form())).status).toBe(401);
  });

  it('takes a request with images and a ticket number, answers a retry with the same record, refuses a second one', async () => {
    const token = await loginAs(s.app, '13400000301');
    const image = await upload();
    const first = await call<RescueApplication>(
      s.app,
      'POST',
      '/rescue/apply',
      form({ images: [image], clientKey: 'rescue-key-0001', creditCode: code(2).toLowerCase() }),
      token,
    );
    expect(first.body).toMatchObject({
      success: true,
      msg: '提交成功',
      data: { statusText: '已受理', maskedPhone: '134****0301', creditCode: code(2) },
    });
    expect(first.body.data.ticketNo).toBe(`JZ2026${String(first.body.data.id).padStart(6, '0')}`);
    expect(first.body.data.images[0]).toMatch(/\/files\/\d+$/);

    const retry = await call<RescueApplication>(
      s.app,
      'POST',
      '/rescue/apply',
      form({ images: [image], clientKey: 'rescue-key-0001' }),
      token,
    );
    expect(retry.body.data.id).toBe(first.body.data.id);
    const second = await call(s.app, 'POST', '/rescue/apply', form({ creditCode: code(3) }), token);
    expect(second).toMatchObject({
      status: 409,
      body: {
        msg: `您已提交过申请（受理编号 ${first.body.data.ticketNo}），请耐心等待工作人员联系`,
      },
    });

    const other = await loginAs(s.app, '13400000302');
    const sameCompany = await call(
      s.app,
      'POST',
      '/rescue/apply',
      form({ creditCode: code(2) }),
      other,
    );
    expect(sameCompany).toMatchObject({
      status: 409,
      body: { msg: `该企业已提交过申请（受理编号 ${first.body.data.ticketNo}），请勿重复提交` },
    });

    expect(
      (
        await call<RescueApplication>(
          s.app,
          'GET',
          `/rescue/apply/${first.body.data.id}`,
          undefined,
          token,
        )
      ).body.data.ticketNo,
    ).toBe(first.body.data.ticketNo);
    expect(
      await call(s.app, 'GET', `/rescue/apply/${first.body.data.id}`, undefined, other),
    ).toMatchObject({ status: 404, body: { msg: '申请记录不存在' } });
    const info = await call<RescueInfo>(s.app, 'GET', '/rescue/info', undefined, token);
    expect(info.body.data.mine?.id).toBe(first.body.data.id);
    expect(info.body.data.regions.map((r) => r.name)).toContain('甘肃省临夏州积石山县');
    expect((await call<RescueInfo>(s.app, 'GET', '/rescue/info')).body.data.mine).toBeNull();
  });

  it('promises a call back within two working days', () => {
    const friday = Date.UTC(2026, 5, 5, 2); // Friday 10:00 Beijing
    expect(new Date(replyDeadline(friday)).getUTCDay()).toBe(2); // Tuesday
    const monday = Date.UTC(2026, 5, 1, 2);
    expect(replyDeadline(monday) - monday).toBe(2 * 86_400_000);
  });
});
