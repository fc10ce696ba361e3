import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { loadRsa } from './index';
import { rsaEncrypt, rsaEncryptFields } from './rsa';

// A key pair made per run with Web Crypto (no private key is kept in the repository); forge opens
// the ciphertexts. The cross-check with the mock API's own decryption is in simulator/api/lib/rsa.test.ts.
const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${forge.util.encode64(forge.util.binary.raw.encode(new Uint8Array(der)), 64)}\n-----END ${label}-----`;

const pair = await crypto.subtle.generateKey(
  { name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  true,
  ['encrypt', 'decrypt'],
);
const PUBLIC_PEM = pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey));
const privateKey = forge.pki.privateKeyFromPem(pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
const decrypt = (base64: string) => forge.util.decodeUtf8(privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));

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
    const out = rsaEncryptFields({ account: '6225880112345678', realName: '', amountCents: 1000 }, ['account', 'realName'], PUBLIC_PEM);
    expect(decrypt(String(out.account))).toBe('6225880112345678');
    expect(out.realName).toBe('');
    expect(out.amountCents).toBe(1000);
  });

  it('is reachable lazily through loadRsa()', async () => {
    const rsa = await loadRsa();
    expect(decrypt(rsa.rsaEncrypt('13800138000', PUBLIC_PEM))).toBe('13800138000');
  });
});
