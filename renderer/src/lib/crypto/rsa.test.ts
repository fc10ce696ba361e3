import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { loadRsa } from './index';
import { rsaEncrypt, rsaEncryptFields } from './rsa';
import { makeRsaTestKeys } from './rsa-test-keys';

// A key pair made per run; its private half proves what a ciphertext holds.
const { publicPem: PUBLIC_PEM, decrypt } = await makeRsaTestKeys();

describe('rsaEncrypt in the browser environment', () => {
  it('gives base64 of one 128-byte block that the private key opens', () => {
    const cipher = rsaEncrypt('VIP-2026-ABCD-8888', PUBLIC_PEM);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(forge.util.decode64(cipher)).toHaveLength(128);
    expect(decrypt(cipher)).toBe('VIP-2026-ABCD-8888');
  });

  it('pads randomly, so equal texts give different ciphertexts', () => {
    expect(rsaEncrypt('张三', PUBLIC_PEM)).not.toBe(rsaEncrypt('张三', PUBLIC_PEM));
  });

  it('encrypts only the named non-empty string fields', () => {
    const out = rsaEncryptFields(
      { account: '6225880112345678', realName: '', amountCents: 1000 },
      ['account', 'realName'],
      PUBLIC_PEM,
    );
    expect(decrypt(String(out.account))).toBe('6225880112345678');
    expect(out.realName).toBe('');
    expect(out.amountCents).toBe(1000);
  });

  it('is reachable lazily through loadRsa()', async () => {
    const rsa = await loadRsa();
    expect(decrypt(rsa.rsaEncrypt('13800138000', PUBLIC_PEM))).toBe('13800138000');
  });
});
