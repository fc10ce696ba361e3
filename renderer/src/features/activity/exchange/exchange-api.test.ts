import forge from 'node-forge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import { makeRsaTestKeys } from '@/lib/crypto/rsa-test-keys';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { redeemCode } = await import('./exchange-api');

// A key pair made per run; its private half proves what a ciphertext holds.
const { publicPem: PUBLIC_PEM, decrypt } = await makeRsaTestKeys();

const PLAIN = 'SW2026ABCDEFGH';
const RESULT = { planName: '年度会员', level: 2, days: 365, expireAt: 1_800_000_000_000 };

describe('redeemCode', () => {
  beforeEach(() => {
    http.get
      .mockReset()
      .mockResolvedValue({ success: true, code: 200, msg: '', data: { publicKey: PUBLIC_PEM } });
    http.post
      .mockReset()
      .mockResolvedValue({ success: true, code: 200, msg: '兑换成功', data: RESULT });
  });

  it('fetches the public key and POSTs the code RSA-encrypted, never in plain', async () => {
    await expect(redeemCode(PLAIN)).resolves.toEqual(RESULT);
    expect(http.get).toHaveBeenCalledWith('/common/publicKey', expect.anything());
    expect(http.post).toHaveBeenCalledTimes(1);
    const [url, body] = http.post.mock.calls[0] as [string, { code: string }];
    expect(url).toBe('/member/exchange');
    expect(body.code).not.toContain(PLAIN);
    expect(forge.util.decode64(body.code)).toHaveLength(128);
    expect(decrypt(body.code)).toBe(PLAIN);
  });

  it('passes a server refusal on (the http client has toasted its message)', async () => {
    http.post.mockRejectedValue(new Error('该兑换码已被使用'));
    await expect(redeemCode(PLAIN)).rejects.toThrow('该兑换码已被使用');
  });
});
