import { commonPublicKeyEndpoint } from '@/contracts/api/crypto';
import { memberExchangeEndpoint } from '@/contracts/api/member';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { loadRsa } from '@/lib/crypto';

/**
 * POST /member/exchange with the code RSA-encrypted (docs/product.md「会员」): the plain code never
 * leaves the page.
 */
export async function redeemCode(code: string) {
  const { publicKey } = await callEndpoint(commonPublicKeyEndpoint);
  const { rsaEncrypt } = await loadRsa();
  const body = { code: rsaEncrypt(code, publicKey) };
  return callEndpoint(memberExchangeEndpoint, { body });
}

export type RedeemResult = Awaited<ReturnType<typeof redeemCode>>;
