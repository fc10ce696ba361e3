import type { ApiContext } from '../context';
import { rsaKeysOf } from './rsa';

/**
 * Reads a field the app sends RSA-encrypted with the key of GET /common/publicKey (redemption
 * codes, withdrawal accounts). Plain values are accepted too, as older clients and QA's curl send them.
 */
export function readSecretField(ctx: ApiContext, value: string): string {
  return rsaKeysOf(ctx).decryptRsaOrPlain(value.trim()).trim();
}
