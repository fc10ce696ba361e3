import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
} from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The point of this test is that the server decrypts what the app encrypts, so it runs the app's
// own function; nothing but tests may reach into renderer/src/lib.
// eslint-disable-next-line import-x/no-restricted-paths -- interoperability test of the app's encryption
import { rsaEncrypt, rsaEncryptFields, rsaMaxBytes } from '../../../renderer/src/lib/crypto/rsa';
import type { ApiContext } from '../context';
import { ApiError } from './envelope';
import { RSA_DECRYPT_FAILED, createRsaKeyPair, rsaKeysOf } from './rsa';

const pair = createRsaKeyPair();

/** Raw RSA (no padding) with the private key, to inspect the padding the app produced. */
function rawBlock(base64: string, privatePem: string): Buffer {
  return privateDecrypt(
    { key: privatePem, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
}

describe('createRsaKeyPair', () => {
  it('makes a 1024-bit key with exponent 65537, published as an SPKI PEM', () => {
    expect(pair.publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/,
    );
    const details = createPublicKey(pair.publicKeyPem).asymmetricKeyDetails;
    expect(details?.modulusLength).toBe(1024);
    expect(details?.publicExponent).toBe(65537n);
  });

  it('makes a different key each time', () => {
    expect(createRsaKeyPair().publicKeyPem).not.toBe(pair.publicKeyPem);
  });
});

describe('decryptRsa of what the app encrypted', () => {
  it('gives back any text that fits one block (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 38 }), (plain) => {
        fc.pre(Buffer.byteLength(plain, 'utf8') <= 117);
        expect(pair.decryptRsa(rsaEncrypt(plain, pair.publicKeyPem))).toBe(plain);
      }),
      { numRuns: 150 },
    );
  });

  it('decrypts a redemption code and a withdrawal account', () => {
    expect(pair.decryptRsa(rsaEncrypt('VIP-2026-ABCD-8888', pair.publicKeyPem))).toBe(
      'VIP-2026-ABCD-8888',
    );
    const form = rsaEncryptFields(
      { realName: '张三', account: '6225880112345678', amountCents: 500, remark: '' },
      ['realName', 'account', 'remark'],
      pair.publicKeyPem,
    );
    expect(form.amountCents).toBe(500);
    expect(form.remark).toBe('');
    expect(form.account).not.toBe('6225880112345678');
    expect(pair.decryptRsa(String(form.realName))).toBe('张三');
    expect(pair.decryptRsa(String(form.account))).toBe('6225880112345678');
  });

  it('produces a PKCS#1 v1.5 type-2 block: 00 02, 8+ non-zero random bytes, 00, the message', () => {
    // A second key whose private half this test holds, to look inside the block with raw RSA.
    const { publicKey: publicPem, privateKey: privatePem } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicExponent: 65537,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const block = rawBlock(rsaEncrypt('13800138000', publicPem), privatePem);
    expect(block).toHaveLength(128);
    expect([block[0], block[1]]).toEqual([0x00, 0x02]);
    const separator = block.indexOf(0x00, 2);
    expect(separator).toBeGreaterThanOrEqual(10);
    expect(block.subarray(separator + 1).toString('utf8')).toBe('13800138000');
    // Random padding: the same text twice gives different ciphertexts.
    expect(rsaEncrypt('13800138000', publicPem)).not.toBe(rsaEncrypt('13800138000', publicPem));
    expect(createPrivateKey(privatePem).asymmetricKeyDetails?.modulusLength).toBe(1024);
  });

  it('accepts the bare base64 key body that Java backends often send', () => {
    const bare = pair.publicKeyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(pair.decryptRsa(rsaEncrypt('兑换码', bare))).toBe('兑换码');
  });

  it('refuses text longer than one block and a malformed key', () => {
    expect(rsaMaxBytes(pair.publicKeyPem)).toBe(117);
    expect(() => rsaEncrypt('a'.repeat(118), pair.publicKeyPem)).toThrow('加密内容过长');
    expect(pair.decryptRsa(rsaEncrypt('a'.repeat(117), pair.publicKeyPem))).toHaveLength(117);
    expect(() => rsaEncrypt('x', 'not a key')).toThrow('公钥格式不正确');
  });
});

describe('decryptRsa of other clients and of garbage', () => {
  it('decrypts what Node encrypts with PKCS#1 v1.5', () => {
    const cipher = publicEncrypt(
      { key: pair.publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('提现账户', 'utf8'),
    );
    expect(pair.decryptRsa(cipher.toString('base64'))).toBe('提现账户');
  });

  it('answers 400 with a Chinese message for text that is no ciphertext of this key', () => {
    const other = createRsaKeyPair();
    for (const bad of [
      '',
      'VIP-2026-ABCD',
      'not base64!',
      Buffer.alloc(128, 1).toString('base64'),
      rsaEncrypt('x', other.publicKeyPem),
    ]) {
      let error: unknown;
      try {
        pair.decryptRsa(bad);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe(RSA_DECRYPT_FAILED);
    }
  });

  it('decryptRsaOrPlain passes plain values through and decrypts ciphertexts', () => {
    expect(pair.decryptRsaOrPlain('VIP-2026-ABCD-8888')).toBe('VIP-2026-ABCD-8888');
    expect(pair.decryptRsaOrPlain(rsaEncrypt('VIP-2026-ABCD-8888', pair.publicKeyPem))).toBe(
      'VIP-2026-ABCD-8888',
    );
  });
});

describe('rsaKeysOf', () => {
  it('keeps one key pair per server context', () => {
    const a = {} as ApiContext;
    const b = {} as ApiContext;
    expect(rsaKeysOf(a)).toBe(rsaKeysOf(a));
    expect(rsaKeysOf(a).publicKeyPem).not.toBe(rsaKeysOf(b).publicKeyPem);
  });
});
