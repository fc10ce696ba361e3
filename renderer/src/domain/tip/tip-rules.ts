import { ORDER_TYPES, REWARD_AMOUNT_CENTS, REWARD_PRESETS_CENTS } from '@/contracts/api/order';
import type { CheckoutGoods } from '@/domain/checkout';
import type { TipTarget } from './tip-target';

/** The amount picked: one of the presets (rewardSeries) or a custom amount the user typed (yuan). */
export type TipChoice = { kind: 'preset'; series: number } | { kind: 'custom'; text: string };

export const TIP_PRESETS_CENTS: readonly number[] = REWARD_PRESETS_CENTS;
/** What the sheet opens with: the smallest preset (a gift: the user raises it, never lowers it). */
export const FIRST_TIP_CHOICE: TipChoice = {
  kind: 'preset',
  series: TIP_PRESETS_CENTS.indexOf(Math.min(...TIP_PRESETS_CENTS)),
};
/** The server's message for an amount out of bounds, shown before asking it. */
export const TIP_BOUNDS_MESSAGE = `打赏金额须在${REWARD_AMOUNT_CENTS.min / 100} - ${REWARD_AMOUNT_CENTS.max / 100}元之间`;

/**
 * A custom amount typed in yuan, read into cents; or why it cannot be tipped. Read as text, digit
 * by digit, so 0.1 + 0.2 never becomes 29 cents.
 */
export function parseTipYuan(text: string): { cents: number } | { error: string } {
  const t = text.trim();
  if (t === '') return { error: '请输入打赏金额' };
  const m = /^(\d{1,6})(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) return { error: '请输入正确的金额，最多两位小数' };
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents < REWARD_AMOUNT_CENTS.min || cents > REWARD_AMOUNT_CENTS.max)
    return { error: TIP_BOUNDS_MESSAGE };
  return { cents };
}

/** The order validation payload of a tip, or null while the custom amount is not valid. */
export function tipGoods(target: TipTarget, choice: TipChoice): CheckoutGoods | null {
  const base = {
    orderType: ORDER_TYPES.REWARD,
    goodsId: target.id,
    goodsQuantity: 1,
    rewardRecordType: target.type,
  };
  if (choice.kind === 'preset') return { ...base, rewardSeries: choice.series };
  const parsed = parseTipYuan(choice.text);
  return 'cents' in parsed ? { ...base, rewardAmount: parsed.cents } : null;
}

/** Why the custom amount cannot be used (shown under the field), or null; an untouched field says nothing yet. */
export function customTipError(choice: TipChoice): string | null {
  if (choice.kind !== 'custom' || choice.text.trim() === '') return null;
  const parsed = parseTipYuan(choice.text);
  return 'error' in parsed ? parsed.error : null;
}
