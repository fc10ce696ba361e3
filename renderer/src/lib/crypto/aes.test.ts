// The cross-check needs Node's own AES as an independent implementation; only this test uses it.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, aesDecrypt, aesEncrypt, toBlockBytes } from './aes';

const nodeEncrypt = (plain: string, key: string, iv: string) => {
  const cipher = createCipheriv('aes-128-cbc', toBlockBytes(key), toBlockBytes(iv)); // PKCS7 by default
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase();
};
const nodeDecrypt = (hex: string, key: string, iv: string) => {
  const decipher = createDecipheriv('aes-128-cbc', toBlockBytes(key), toBlockBytes(iv));
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString(
    'utf8',
  );
};

describe('toBlockBytes', () => {
  it('pads a short key with the character 0', () => {
    expect(new TextDecoder().decode(toBlockBytes('abc'))).toBe('abc0000000000000');
  });

  it('truncates a long key to 16 bytes', () => {
    expect(new TextDecoder().decode(toBlockBytes('0123456789abcdefXYZ'))).toBe('0123456789abcdef');
  });

  it('keeps an exact 16-character key', () => {
    expect(new TextDecoder().decode(toBlockBytes('ABCDEFGHIJKLMNOP'))).toBe('ABCDEFGHIJKLMNOP');
  });
});

describe('aesEncrypt', () => {
  it('gives uppercase hex of whole blocks, the same as Node aes-128-cbc with the default key and IV', async () => {
    const hex = await aesEncrypt('13800138000');
    expect(hex).toMatch(/^[0-9A-F]{32}$/);
    expect(hex).toBe(nodeEncrypt('13800138000', DEFAULT_AES_KEY, DEFAULT_AES_IV));
  });

  it('pads a full block with a whole block of padding (PKCS7)', async () => {
    expect(await aesEncrypt('0123456789abcdef', 'k')).toHaveLength(64);
    expect(await aesEncrypt('', 'k')).toHaveLength(32);
  });

  it('is deterministic for a fixed IV', async () => {
    expect(await aesEncrypt('张三', 'key')).toBe(await aesEncrypt('张三', 'key'));
  });

  it('matches Node for any text and key (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ maxLength: 24 }),
        async (plain, key) => {
          expect(await aesEncrypt(plain, key)).toBe(nodeEncrypt(plain, key, DEFAULT_AES_IV));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('aesDecrypt', () => {
  it('decrypts what Node encrypted, in either hex case (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ maxLength: 24 }),
        async (plain, key) => {
          const hex = nodeEncrypt(plain, key, DEFAULT_AES_IV);
          expect(await aesDecrypt(hex, key)).toBe(plain);
          expect(await aesDecrypt(hex.toLowerCase(), key)).toBe(plain);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('round-trips with Node decrypting what the app encrypted', async () => {
    const plain = '招商银行 6225880112345678 张三';
    expect(nodeDecrypt(await aesEncrypt(plain, 'secret'), 'secret', DEFAULT_AES_IV)).toBe(plain);
  });

  it('rejects text that is no hex of whole blocks', async () => {
    await expect(aesDecrypt('XYZ')).rejects.toThrow('密文格式不正确');
    await expect(aesDecrypt('ABCD')).rejects.toThrow('密文格式不正确');
    await expect(aesDecrypt('')).rejects.toThrow('密文格式不正确');
  });

  it('rejects a wrong key', async () => {
    const hex = await aesEncrypt('13800138000', 'right-key');
    // A wrong key yields bad padding nearly always; this pair is fixed, so the test is deterministic.
    await expect(aesDecrypt(hex, 'wrong-key')).rejects.toThrow('解密失败：密钥不匹配或密文已损坏');
  });
});

describe('configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes the key and IV from VITE_AES_KEY and VITE_AES_IV', async () => {
    vi.stubEnv('VITE_AES_KEY', 'configured-key-1');
    vi.stubEnv('VITE_AES_IV', 'configured-iv-16');
    const hex = await aesEncrypt('13800138000');
    expect(hex).toBe(nodeEncrypt('13800138000', 'configured-key-1', 'configured-iv-16'));
    expect(hex).not.toBe(nodeEncrypt('13800138000', DEFAULT_AES_KEY, DEFAULT_AES_IV));
    expect(await aesDecrypt(hex)).toBe('13800138000');
  });
});
