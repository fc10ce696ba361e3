import { afterEach, describe, expect, it } from 'vitest';
// The server must decrypt what the app encrypts, so this test runs the app's own function.
// eslint-disable-next-line import-x/no-restricted-paths -- interoperability test of the app's encryption
import { rsaEncrypt } from '../../../renderer/src/lib/crypto/rsa';
import { publicKeySchema } from '../../../renderer/src/contracts/api/crypto';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import { rsaKeysOf } from '../lib/rsa';
import { createApiServer, type ApiServer } from '../server';

const servers: ApiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(): Promise<ApiServer> {
  const server = await createApiServer();
  servers.push(server);
  return server;
}

async function fetchPublicKey(server: ApiServer): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: '/common/publicKey' });
  expect(res.statusCode).toBe(200);
  const body = envelope(publicKeySchema).parse(res.json());
  expect(body).toMatchObject({ success: true, code: 200, msg: '操作成功' });
  return body.data.publicKey;
}

describe('GET /common/publicKey', () => {
  it('answers the same key on every call of one server', async () => {
    const server = await start();
    const key = await fetchPublicKey(server);
    expect(await fetchPublicKey(server)).toBe(key);
  });

  it('gives each server instance its own key', async () => {
    const [a, b] = [await start(), await start()];
    expect(await fetchPublicKey(a)).not.toBe(await fetchPublicKey(b));
  });

  it('is the key whose ciphertexts the server decrypts', async () => {
    const server = await start();
    const key = await fetchPublicKey(server);
    const cipher = rsaEncrypt('6225880112345678', key);
    expect(rsaKeysOf(server.app.ctx).decryptRsa(cipher)).toBe('6225880112345678');
  });
});
