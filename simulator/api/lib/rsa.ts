import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { ApiContext } from '../context';
import { badRequest } from './envelope';

/**
 * The mock backend's RSA key pair (1024 bits, exponent 65537, as the app's encryption expects). The app encrypts sensitive
 * fields (redemption code, withdrawal account) with the public key from GET /common/publicKey,
 * PKCS#1 v1.5 padded and base64-encoded, as a Java backend (`RSA/ECB/PKCS1Padding`) expects.
 */
export type RsaKeyPair = {
  /** SubjectPublicKeyInfo PEM (`-----BEGIN PUBLIC KEY-----`), what GET /common/publicKey answers. */
  publicKeyPem: string;
  /**
   * Decrypts a base64 PKCS#1 v1.5 ciphertext made with {@link RsaKeyPair.publicKeyPem} to its UTF-8
   * text. Throws `ApiError(400)` when the text is no such ciphertext.
   */
  decryptRsa(base64: string): string;
  /**
   * {@link RsaKeyPair.decryptRsa} for values the app may send encrypted or plain (older clients):
   * the plaintext of a ciphertext of this key, else the value unchanged.
   */
  decryptRsaOrPlain(value: string): string;
};

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
export const RSA_DECRYPT_FAILED = '加密数据无法解密，请刷新页面后重试';

/**
 * Generates a fresh key pair (about 20-50 ms). Decryption uses node-forge: Node 20.11+ refuses
 * RSA_PKCS1_PADDING in `privateDecrypt` (CVE-2023-46809) unless started with --security-revert.
 * The Marvin timing side channel that refusal guards against does not matter for a mock backend.
 */
export function createRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 65537,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const byteLength = Math.ceil(key.n.bitLength() / 8);

  const tryDecrypt = (base64: string): string | null => {
    const compact = base64.replace(/\s+/g, '');
    if (!BASE64.test(compact)) return null;
    const bytes = forge.util.decode64(compact);
    if (bytes.length !== byteLength) return null;
    try {
      return forge.util.decodeUtf8(key.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
    } catch {
      return null; // bad padding, or not UTF-8
    }
  };

  return {
    publicKeyPem: publicKey,
    decryptRsa(base64) {
      const plain = tryDecrypt(base64);
      if (plain === null) throw badRequest(RSA_DECRYPT_FAILED);
      return plain;
    },
    decryptRsaOrPlain(value) {
      return tryDecrypt(value) ?? value;
    },
  };
}

// One key pair per server instance, made on first use so that servers which never need it
// (most tests) do not pay for key generation.
const keyPairs = new WeakMap<ApiContext, RsaKeyPair>();

/** The key pair of the server instance owning `ctx` (`app.ctx` in a route). */
export function rsaKeysOf(ctx: ApiContext): RsaKeyPair {
  let pair = keyPairs.get(ctx);
  if (!pair) {
    pair = createRsaKeyPair();
    keyPairs.set(ctx, pair);
  }
  return pair;
}
