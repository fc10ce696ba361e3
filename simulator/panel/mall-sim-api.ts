/**
 * The points mall's QA calls, as the panel uses them: grant points, ship an order, and move the
 * mock's clock (auto-confirmation after 15 days, check-in runs). Through the host like every
 * scenario call, so a refusal rejects with the API's Chinese msg.
 */
import { SimApi, type SimState } from './sim-api';

/** One day of the mock's clock, in ms. */
export const DAY_MS = 86_400_000;

/** What the panel shows of a shipped order. */
export type ShippedOrder = { id: number; orderNo: string; statusText: string };

export class MallSimApi extends SimApi {
  /** Adds `points` to the account of `phone` (its bill says 运营发放); resolves to the new balance. */
  async grantPoints(phone: string, points: number): Promise<number> {
    const data = await this.call<{ points: number }>('POST', '/__sim/mall/grant-points', {
      phone,
      points,
    });
    return data.points;
  }

  /** Ships a 待发货 order with a courier, a tracking number and tracking events (oldest first). */
  ship(
    orderId: number,
    company: string,
    trackingNo: string,
    events: string[] = [],
  ): Promise<ShippedOrder> {
    return this.call('POST', '/__sim/mall/ship', {
      orderId,
      company,
      trackingNo,
      events: events.map((text) => ({ text })),
    });
  }

  /** Moves the mock's clock `days` days forward (the API allows 30 at most per call). */
  advanceDays(days: number): Promise<SimState> {
    return this.call('POST', '/__sim/advance', { ms: days * DAY_MS });
  }
}
