/**
 * Symmetric encryption (docs/product.md「原生桥接」) on Web Crypto: AES-CBC with PKCS7 padding, a
 * 16-character key padded or truncated with zeros, a fixed IV from configuration, ciphertext as
 * uppercase hex.
 *
 * Key and IV come from `VITE_AES_KEY` / `VITE_AES_IV`. The defaults below are NOT secrets: they are
 * public demo values for the mock backend, and a key shipped in a web bundle is readable by anyone
 * anyway; this scheme only keeps values out of casual view (logs, URLs), it protects nothing.
 */

/** Public demo key used when `VITE_AES_KEY` is unset (not a secret, see above). */
export const DEFAULT_AES_KEY = 'tax-h5-demo-key!';
/** Public demo IV used when `VITE_AES_IV` is unset (not a secret, see above). */
export const DEFAULT_AES_IV = '0102030405060708';

const BLOCK = 16;
const encoder = new TextEncoder();

/**
 * The 16 bytes of a key or IV: its UTF-8 bytes truncated to 16, or padded with the character `0`
 * (as the usual `key.padEnd(16, '0')` of such backends does).
 */
export function toBlockBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(BLOCK).fill('0'.charCodeAt(0));
  bytes.set(encoder.encode(text).subarray(0, BLOCK));
  return bytes;
}

function configured(name: 'VITE_AES_KEY' | 'VITE_AES_IV', fallback: string): string {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

const defaultKey = () => configured('VITE_AES_KEY', DEFAULT_AES_KEY);
const fixedIv = () => toBlockBytes(configured('VITE_AES_IV', DEFAULT_AES_IV));

const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(key: string): Promise<CryptoKey> {
  let cached = keyCache.get(key);
  if (!cached) {
    cached = crypto.subtle.importKey('raw', toBlockBytes(key), { name: 'AES-CBC' }, false, [
      'encrypt',
      'decrypt',
    ]);
    keyCache.set(key, cached);
  }
  return cached;
}

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9A-Fa-f]{32})+$/.test(hex)) return null; // whole 16-byte blocks
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Encrypts UTF-8 text to uppercase hex (AES-128-CBC, PKCS7, the configured IV). */
export async function aesEncrypt(plain: string, key: string = defaultKey()): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: fixedIv() },
    await importKey(key),
    encoder.encode(plain),
  );
  return toHex(cipher);
}

/** Decrypts hex (either case) made by {@link aesEncrypt}; rejects with a Chinese message when it cannot. */
export async function aesDecrypt(hex: string, key: string = defaultKey()): Promise<string> {
  const bytes = fromHex(hex.trim());
  if (!bytes) throw new Error('密文格式不正确');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: fixedIv() },
      await importKey(key),
      bytes,
    );
  } catch {
    throw new Error('解密失败：密钥不匹配或密文已损坏');
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(plain);
}
