import type { FastifyInstance } from 'fastify';
import { commonPublicKeyEndpoint } from '../../../renderer/src/contracts/api/crypto';
import { defineRoute } from '../lib/route';
import { rsaKeysOf } from '../lib/rsa';

/** GET /common/publicKey: the key the app encrypts the redemption code and withdrawal account with. */
export function cryptoRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    commonPublicKeyEndpoint,
    { summary: 'RSA 公钥（PKCS#1 v1.5 加密用）', tags: ['common'], auth: 'none' },
    () => ({ publicKey: rsaKeysOf(app.ctx).publicKeyPem }),
  );
}
