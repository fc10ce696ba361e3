import forge from 'node-forge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import { makeRsaTestKeys } from '@/lib/crypto/rsa-test-keys';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { fetchRedpackPage, withdrawRankingReward, withdrawRedpack } = await import('./withdraw-api');

// A key pair made per run; its private half proves what a ciphertext holds.
const { publicPem: PUBLIC_PEM, decrypt } = await makeRsaTestKeys();

const PAYEE = { channel: 'alipay', account: 'zhao.lei@example.com', realName: '赵磊' } as const;
const RESULT = {
  recordId: 9,
  amountCents: 1234,
  balanceCents: 66,
  status: 1,
  statusText: '提现成功',
  accountMasked: 'zha****.com',
};

type SentBody = Record<string, unknown> & { account: string; realName: string };

describe('withdrawal API', () => {
  beforeEach(() => {
    http.get
      .mockReset()
      .mockResolvedValue({ success: true, code: 200, msg: '', data: { publicKey: PUBLIC_PEM } });
    http.post
      .mockReset()
      .mockResolvedValue({ success: true, code: 200, msg: '提现成功', data: RESULT });
  });

  it('POSTs a red-packet withdrawal with account and real name RSA-encrypted, never in plain', async () => {
    await expect(withdrawRedpack(5, PAYEE, 1234, 'wd-0123456789ab')).resolves.toEqual({
      result: RESULT,
      msg: '提现成功',
    });
    expect(http.get).toHaveBeenCalledWith('/common/publicKey', expect.anything());
    const [url, body] = http.post.mock.calls[0] as [string, SentBody];
    expect(url).toBe('/redpack/withdraw');
    expect(body).toMatchObject({
      examId: 5,
      amountCents: 1234,
      channel: 'alipay',
      clientKey: 'wd-0123456789ab',
    });
    expect(JSON.stringify(body)).not.toContain(PAYEE.account);
    expect(JSON.stringify(body)).not.toContain(PAYEE.realName);
    expect(forge.util.decode64(body.account)).toHaveLength(128);
    expect(decrypt(body.account)).toBe(PAYEE.account);
    expect(decrypt(body.realName)).toBe(PAYEE.realName);
  });

  it('claims the ranking reward with the payee encrypted the same way and no amount of its own', async () => {
    await withdrawRankingReward(
      4,
      { channel: 'wechat', account: 'wxid_tax2026', realName: '买买提·艾力' },
      'wd-ranking-0001',
    );
    const [url, body] = http.post.mock.calls[0] as [string, SentBody];
    expect(url).toBe('/redpack/ranking/withdraw');
    expect(Object.keys(body).sort()).toEqual([
      'account',
      'channel',
      'clientKey',
      'examId',
      'realName',
    ]);
    expect(body.clientKey).toBe('wd-ranking-0001');
    expect(decrypt(body.account)).toBe('wxid_tax2026');
    expect(decrypt(body.realName)).toBe('买买提·艾力');
  });

  it('passes a refusal on (the http client has toasted its message) and rejects a reply off the contract', async () => {
    http.post.mockRejectedValueOnce(new Error('可提现余额不足，当前余额0.66元'));
    await expect(withdrawRedpack(5, PAYEE, 1234, 'wd-0123456789ab')).rejects.toThrow(
      '可提现余额不足，当前余额0.66元',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    http.post.mockResolvedValueOnce({
      success: true,
      code: 200,
      msg: '提现成功',
      data: { recordId: 'x' },
    });
    await expect(withdrawRedpack(5, PAYEE, 1234, 'wd-0123456789ab')).rejects.toThrow(
      '数据格式错误',
    );
  });

  it('asks for records by exam and page', async () => {
    const page = { list: [], total: 0, page: 2, size: 10, balanceCents: 0, totalIncomeCents: 0 };
    http.post.mockResolvedValue({ success: true, code: 200, msg: '', data: page });
    await expect(fetchRedpackPage(5, 2)).resolves.toEqual(page);
    expect(http.post).toHaveBeenCalledWith(
      '/redpack/record',
      { examId: 5, page: 2, size: 10 },
      expect.anything(),
    );
  });
});
