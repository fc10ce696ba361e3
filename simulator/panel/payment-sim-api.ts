/**
 * The payment scenario calls the panel makes: QA's "next payment" override and moving the mock's
 * clock by minutes (an unpaid order closes 30 minutes after it was placed). Through the host like
 * every scenario call, so a refusal rejects with the API's Chinese msg.
 */
import { SimApi, type SimState } from './sim-api';

/** What the next payment does whatever the user answers; `none` clears it. */
export type NextPaymentOutcome = 'fail' | 'cancel' | 'slow' | 'none';
export type NextPayment = { outcome: 'fail' | 'cancel' | 'slow'; ms: number; msg: string } | null;

export class PaymentSimApi extends SimApi {
  /** Arms (or clears) the next payment's outcome; `ms` is a slow payment's delay. */
  nextPayment(
    outcome: NextPaymentOutcome,
    ms?: number,
  ): Promise<SimState & { nextPayment?: NextPayment }> {
    return this.call('POST', '/__sim/payment/next', {
      outcome,
      ...(outcome === 'slow' && ms !== undefined ? { ms } : {}),
    });
  }

  /** Moves the mock's clock `minutes` forward. */
  advanceMinutes(minutes: number): Promise<SimState> {
    return this.call('POST', '/__sim/advance', { ms: minutes * 60_000 });
  }
}
