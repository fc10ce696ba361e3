import { publicKeySchema } from '@/contracts/api/crypto';
import { redeemResultSchema } from '@/contracts/api/member';
import { loadRsa } from '@/lib/crypto';
import { http, parseData } from '@/lib/http';

/** POST /member/exchange with the code RSA-encrypted (spec §9): the plain code never leaves the page. */
export async function redeemCode(code: string) {
  const { publicKey } = parseData(publicKeySchema, await http.get('/common/publicKey'));
  const { rsaEncrypt } = await loadRsa();
  const body = { code: rsaEncrypt(code, publicKey) };
  return parseData(redeemResultSchema, await http.post('/member/exchange', body));
}

export type RedeemResult = Awaited<ReturnType<typeof redeemCode>>;
