import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/**
 * GET /common/publicKey: the backend's RSA public key (1024 bits, e = 65537) as a PEM
 * (`-----BEGIN PUBLIC KEY-----`). The app encrypts sensitive fields with it (PKCS#1 v1.5, base64).
 */
export const publicKeySchema = z.object({
  publicKey: z
    .string()
    .check(
      z.regex(/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/, '公钥格式不正确'),
    ),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /common/publicKey: RSA 公钥（PKCS#1 v1.5 加密用） */
export const commonPublicKeyEndpoint = {
  method: 'GET',
  path: '/common/publicKey',
  response: publicKeySchema,
} as const satisfies Endpoint;
