import { MIN_WITHDRAW_CENTS } from '@/contracts/api/exam';
import { formatMoney } from '@/lib/format';
import { isEmail, isMobile, validate, type FormValues, type Rule } from '@/lib/validate';

/** The payout channels offered (the API also knows `bank`, which this page does not offer). */
export const WITHDRAW_CHANNELS = [
  { value: 'wechat', label: '微信' },
  { value: 'alipay', label: '支付宝' },
] as const;
export type WithdrawChannel = (typeof WITHDRAW_CHANNELS)[number]['value'];

/** Largest single withdrawal the API accepts (cents), as `withdrawBodySchema` says. */
export const MAX_WITHDRAW_CENTS = 500_000;

/** What the form collects, the amount as typed (yuan). */
export type WithdrawFormValues = {
  channel: WithdrawChannel;
  account: string;
  realName: string;
  amount?: string;
};

export const WITHDRAW_MESSAGES = {
  accountRequired: '请填写收款账号',
  wechatAccount: '请输入正确的微信号（字母开头6-20位）或手机号',
  alipayAccount: '支付宝账号须为手机号或邮箱',
  realNameRequired: '请填写真实姓名',
  realName: '请输入正确的中文姓名',
  amountRequired: '请输入提现金额',
  minAmount: `满${MIN_WITHDRAW_CENTS / 100}元可提现`,
  maxSingle: `单次最多提现${MAX_WITHDRAW_CENTS / 100}元`,
  decimals: '金额最多保留两位小数',
  overBalance: (balanceCents: number) => `可提现余额不足，当前余额${formatMoney(balanceCents)}元`,
} as const;

/** WeChat IDs: a letter first, then 5-19 letters, digits, `_` or `-`. */
const WECHAT_ID = /^[a-zA-Z][a-zA-Z\d_-]{5,19}$/;
/** A Chinese name, with the middle dot of minority names (买买提·艾力), at most 20 characters. */
const CHINESE_NAME = /^[\u4e00-\u9fa5]{2,9}(?:·[\u4e00-\u9fa5]{1,10})?$/;

const channelOf = (values: FormValues): unknown => values.channel;

/** The account is checked against the chosen channel (the rules read the whole form). */
export const ACCOUNT_RULES: readonly Rule[] = [
  { required: true, message: WITHDRAW_MESSAGES.accountRequired },
  {
    validator: (v, values) =>
      channelOf(values) !== 'wechat' || WECHAT_ID.test(v.trim()) || isMobile(v.trim()),
    message: WITHDRAW_MESSAGES.wechatAccount,
  },
  {
    validator: (v, values) =>
      channelOf(values) !== 'alipay' || isMobile(v.trim()) || isEmail(v.trim()),
    message: WITHDRAW_MESSAGES.alipayAccount,
  },
];

/** The payee's real name, which must match the account's verified name. */
export const REAL_NAME_RULES: readonly Rule[] = [
  { required: true, message: WITHDRAW_MESSAGES.realNameRequired },
  { validator: (v) => CHINESE_NAME.test(v.trim()), message: WITHDRAW_MESSAGES.realName },
];

const stripCommas = (text: string) => text.replace(/,/g, '').trim();

/**
 * Amount in yuan: a number (`请输入数字！`, docs/product.md「红包与提现」), at least the minimum (满1元可提现), at most
 * the balance and the single limit, in fen at most.
 */
export function amountRules(balanceCents: number): readonly Rule[] {
  return [
    { required: true, message: WITHDRAW_MESSAGES.amountRequired },
    { min: MIN_WITHDRAW_CENTS / 100, message: WITHDRAW_MESSAGES.minAmount },
    {
      validator: (v) => /^\d+(?:\.\d{1,2})?$/.test(stripCommas(v)),
      message: WITHDRAW_MESSAGES.decimals,
    },
    { max: MAX_WITHDRAW_CENTS / 100, message: WITHDRAW_MESSAGES.maxSingle },
    { max: balanceCents / 100, message: WITHDRAW_MESSAGES.overBalance(balanceCents) },
  ];
}

/** The first message for a value, or null: a field shows one message at a time. */
export function firstMessage(
  value: unknown,
  rules: readonly Rule[],
  values: FormValues = {},
): string | null {
  return validate(value, rules, values)[0] ?? null;
}

/** `12.5` or `1,000.05` yuan → integer cents (rounded, so 0.1 + 0.2 troubles stay out). */
export function yuanToCents(text: string): number {
  return Math.round(Number(stripCommas(text)) * 100);
}
