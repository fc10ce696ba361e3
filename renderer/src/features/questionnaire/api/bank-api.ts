import { commonPublicKeyEndpoint } from '@/contracts/api/crypto';
import {
  questionnaireBankBindEndpoint,
  questionnaireBankEndpoint,
} from '@/contracts/api/questionnaire';
import { callEndpoint, requestEndpoint } from '@/lib/api/call-endpoint';
import { loadRsa } from '@/lib/crypto';
import type { BankCardValues } from '../lib/bank-card-rules';

export const fetchBankCard = () => callEndpoint(questionnaireBankEndpoint);

/** POST /questionnaire/bank: the card number leaves the page RSA-encrypted (key of GET /common/publicKey) only. */
export async function bindBankCard(v: BankCardValues) {
  const [{ publicKey }, { rsaEncryptFields }] = await Promise.all([
    callEndpoint(commonPublicKeyEndpoint),
    loadRsa(),
  ]);
  const body = rsaEncryptFields(
    { bankName: v.bankName, cardNo: v.cardNo.replace(/\s+/g, ''), realName: v.realName.trim() },
    ['cardNo'],
    publicKey,
  );
  return requestEndpoint(questionnaireBankBindEndpoint, { body });
}
