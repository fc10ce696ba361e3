/**
 * Reads a field the app may send RSA-encrypted (redemption codes, withdrawal accounts).
 * The libraries engineer's `lib/rsa.ts` (`decryptRsa`) is not in the tree yet, so fields are taken
 * plain for now; switch this one function to `decryptRsa` when it lands (every caller goes through here).
 */
export function readSecretField(value: string): string {
  return value.trim();
}
