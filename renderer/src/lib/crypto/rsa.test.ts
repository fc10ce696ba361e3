import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { loadRsa } from './index';
import { rsaEncrypt, rsaEncryptFields } from './rsa';

// A throwaway key pair made for this test only (it protects nothing). The cross-check against the
// mock API's decryption with Node's key generation lives in simulator/api/lib/rsa.test.ts.
const PUBLIC_PEM = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3QVmzww6gm+++J6RLkAvlCXjH
oLwpdnj5IcQV+OGeRBausxxanGpU+yjYyL8YmBT+CYHg0tXq21nQA7W3fNYmC/wD
TD6qzQVl0uNcyA3WPMXNcXWasGro7ofsX54/Ri1JbnTFqdFzOutXCmIvSYmpsg03
yLYF4phgvJBSf7Lk9QIDAQAB
-----END PUBLIC KEY-----`;
const PRIVATE_PEM = `-----BEGIN RSA PRIVATE KEY-----
MIICWwIBAAKBgQC3QVmzww6gm+++J6RLkAvlCXjHoLwpdnj5IcQV+OGeRBausxxa
nGpU+yjYyL8YmBT+CYHg0tXq21nQA7W3fNYmC/wDTD6qzQVl0uNcyA3WPMXNcXWa
sGro7ofsX54/Ri1JbnTFqdFzOutXCmIvSYmpsg03yLYF4phgvJBSf7Lk9QIDAQAB
AoGAQDIGaHCWOTEnJOfiKA5H/G36/4ORJr031546gK/06WpUv9JCxoMwxKBPSNHa
D5WHFQ7jjoyNH37D0ZjbGXID2ivOi9/EQdb00vH4Eugh+2E+CUf7G7ev/d9qvxTd
PmK0QZ4nkOU8sYRgvnnLOeunTFFv2j2sruzFvOs5GHkBJ8ECQQDtAtlb2vhsFQwt
bXQI3gUCHEUX4kHPRjCxt1moQTF5G7YQCT0ctLTkOHpnWAKh/eId1DLZ10ctm+xt
g2tw1lJdAkEAxe/08mrcKIfeSZEQD+5SrR7a/9oXWTftHwkDTI66WVxfIkghCmKK
AdaUWfXzN9LgnZCwv/WkWkGA5gJ9ufxjeQJAOfUKZfXj7bov4iPzzf9MxjlXhAGm
CiOl4K9vUz+t82mdWcqIkS53VZ+h/wd8jVRiKN0tGiwUkcihRh5u9YbTWQJAFH+U
K2K7qAriD1ZRhoTU1Q7j+SkZz+iFyvgA+nWxgL2bMI6ttUidKDGTrXlWFcrl7gtk
8ow62An+klNht9gWaQJAFMfuSp7NsGSP0g8rgNoQQvnxNnEgD+t9hTRLCTwYAc9k
ZHVcZI27mbpQT66HnBHtF9s+6F5YPnv3I67y7J3SGQ==
-----END RSA PRIVATE KEY-----`;

const privateKey = forge.pki.privateKeyFromPem(PRIVATE_PEM);
const decrypt = (base64: string) => forge.util.decodeUtf8(privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));

describe('rsaEncrypt in the browser environment', () => {
  it('gives base64 of one 128-byte block that the private key opens', () => {
    const cipher = rsaEncrypt('VIP-2026-ABCD-8888', PUBLIC_PEM);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(forge.util.decode64(cipher)).toHaveLength(128);
    expect(decrypt(cipher)).toBe('VIP-2026-ABCD-8888');
  });

  it('pads randomly, so equal texts give different ciphertexts', () => {
    expect(rsaEncrypt('张三', PUBLIC_PEM)).not.toBe(rsaEncrypt('张三', PUBLIC_PEM));
  });

  it('encrypts only the named non-empty string fields', () => {
    const out = rsaEncryptFields({ account: '6225880112345678', realName: '', amountCents: 1000 }, ['account', 'realName'], PUBLIC_PEM);
    expect(decrypt(String(out.account))).toBe('6225880112345678');
    expect(out.realName).toBe('');
    expect(out.amountCents).toBe(1000);
  });

  it('is reachable lazily through loadRsa()', async () => {
    const rsa = await loadRsa();
    expect(decrypt(rsa.rsaEncrypt('13800138000', PUBLIC_PEM))).toBe('13800138000');
  });
});
