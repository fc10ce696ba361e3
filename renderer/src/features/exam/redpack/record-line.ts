import { REDPACK_KINDS, redpackKindLabel } from '@/contracts/api/exam';
import { formatMoney } from '@/lib/format';

/** What one red-packet record shows: its spec §4 label and the money in (+) or out (−), in yuan. */
export function recordLine(record: { kind: number; amountCents: number }): { label: string; amount: string; out: boolean } {
  const out = record.kind === REDPACK_KINDS.WITHDRAW;
  return { label: redpackKindLabel(record.kind), amount: `${out ? '-' : '+'}${formatMoney(record.amountCents)}元`, out };
}
