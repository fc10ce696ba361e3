import { bankCardProblem } from '@/contracts/api/bank-card-number';

/** Banks offered for payouts (the card must be a debit card of one of them). */
export const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '兴业银行',
  '民生银行',
  '平安银行',
];

export type BankCardValues = { realName: string; cardNo: string; bankName: string };
export type BankCardErrors = Partial<Record<keyof BankCardValues, string>>;

/** Every field's first problem, in Chinese; empty when the card can be sent. */
export function checkBankCard(v: BankCardValues): BankCardErrors {
  const errors: BankCardErrors = {};
  const name = v.realName.trim();
  if (!name) errors.realName = '请填写持卡人姓名';
  else if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(name)) errors.realName = '请输入正确的中文姓名';
  const card = bankCardProblem(v.cardNo);
  if (card) errors.cardNo = card;
  if (!BANKS.includes(v.bankName)) errors.bankName = '请选择开户银行';
  return errors;
}

/** The digits as typed in groups of four, for reading it back. */
export const groupCardNo = (input: string): string =>
  input.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
