/**
 * RSA public-key encryption (1024-bit keys, e = 65537) with PKCS#1 v1.5 padding and
 * base64 output, as a Java (`RSA/ECB/PKCS1Padding`) or Node backend decrypts it.
 *
 * node-forge is large: import this module only from pages that encrypt (they are lazy route
 * chunks), or through `loadRsa()` of `@/lib/crypto`, never from shared code of the home page.
 */
import forge from 'node-forge';

/** Accepts a PEM (`PUBLIC KEY` or `RSA PUBLIC KEY`) or the bare base64 body Java backends often send. */
function toPem(publicKey: string): string {
  const trimmed = publicKey.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`;
}

const keyCache = new Map<string, forge.pki.rsa.PublicKey>();

function parseKey(publicKey: string): forge.pki.rsa.PublicKey {
  let key = keyCache.get(publicKey);
  if (!key) {
    try {
      key = forge.pki.publicKeyFromPem(toPem(publicKey)) as forge.pki.rsa.PublicKey;
    } catch {
      throw new Error('公钥格式不正确');
    }
    keyCache.set(publicKey, key);
  }
  return key;
}

/** The most UTF-8 bytes one PKCS#1 v1.5 block of this key holds (117 for 1024 bits). */
export function rsaMaxBytes(publicKey: string): number {
  return Math.ceil(parseKey(publicKey).n.bitLength() / 8) - 11;
}

/**
 * Encrypts UTF-8 text with the server's public key: base64 of one PKCS#1 v1.5 block.
 * Padding is random, so each call gives a different ciphertext. Throws when the text is too long.
 */
export function rsaEncrypt(plain: string, publicKey: string): string {
  const key = parseKey(publicKey);
  const bytes = forge.util.encodeUtf8(plain);
  if (bytes.length > rsaMaxBytes(publicKey)) throw new Error('加密内容过长');
  return forge.util.encode64(key.encrypt(bytes, 'RSAES-PKCS1-V1_5'));
}

/**
 * A copy of `payload` with the named string fields encrypted by {@link rsaEncrypt}, e.g. the
 * withdrawal form `{ ...form }` with `['account', 'realName']`. Empty or absent fields stay as they are.
 */
export function rsaEncryptFields<T extends Record<string, unknown>, K extends keyof T & string>(
  payload: T,
  fields: readonly K[],
  publicKey: string,
): T {
  const copy: Record<string, unknown> = { ...payload };
  for (const field of fields) {
    const value = payload[field];
    if (typeof value === 'string' && value !== '') copy[field] = rsaEncrypt(value, publicKey);
  }
  return copy as T;
}
