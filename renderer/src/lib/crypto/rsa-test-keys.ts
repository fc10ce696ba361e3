import forge from 'node-forge';

/**
 * For tests only: a fresh 1024-bit key pair per run (no private key is kept in the repository),
 * its public half as PEM for the app's RSA, and a decrypt that proves a ciphertext holds a text.
 */
export async function makeRsaTestKeys(): Promise<{
  publicPem: string;
  decrypt: (base64: string) => string;
}> {
  const pem = (label: string, der: ArrayBuffer) =>
    `-----BEGIN ${label}-----\n${forge.util.encode64(forge.util.binary.raw.encode(new Uint8Array(der)), 64)}\n-----END ${label}-----`;
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 1024,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const privateKey = forge.pki.privateKeyFromPem(
    pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  );
  return {
    publicPem: pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey)),
    decrypt: (base64) =>
      forge.util.decodeUtf8(privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5')),
  };
}
