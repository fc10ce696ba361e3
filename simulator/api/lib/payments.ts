/**
 * What every simulated payment channel shares: QA's "next payment" override (/__sim/payment/next),
 * which makes the next confirmation fail, be cancelled or be slow.
 */
import type { ApiContext } from '../context';
import { paymentQueries } from '../queries/payments';
import type { NextPayment } from '../sim/controls';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Consumes the armed "next payment" override, if any and if it is for this user (null: anyone's). */
export function takeNextPayment(ctx: ApiContext, userId: number | null): NextPayment | null {
  const next = ctx.controls.nextPayment;
  if (!next) return null;
  if (next.phone !== null) {
    const phone = userId === null ? undefined : paymentQueries(ctx.db).phoneOf(userId);
    if (phone !== next.phone) return null;
  }
  ctx.controls.nextPayment = null;
  return next;
}

/** A slow override: the provider takes its time before it answers. */
export async function slowDown(next: NextPayment | null): Promise<void> {
  if (next?.outcome === 'slow' && next.ms > 0) await wait(next.ms);
}

/** The default message of a failed or cancelled override. */
export const OVERRIDE_MESSAGES = { fail: '支付失败，请稍后重试', cancel: '支付已取消' } as const;
