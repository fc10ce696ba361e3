/**
 * The live rooms' QA call, as the panel uses it: move a single course's live session along
 * (schedule → start → end → publish its replay). Through the host like every scenario call, so a
 * refusal rejects with the API's Chinese msg.
 */
import { SimApi } from './sim-api';

/** What QA can do to a live session (POST /__sim/live/session). */
export type LiveSessionAction = 'schedule' | 'start' | 'end' | 'publish';

export class LiveSimApi extends SimApi {
  /** Moves course `id`'s session; resolves to its new status (0 upcoming, 1 live, 3 ended, 2 replay). */
  async moveSession(id: number, action: LiveSessionAction): Promise<number> {
    const data = await this.call<{ id: number; status: number }>('POST', '/__sim/live/session', {
      id,
      action,
    });
    return data.status;
  }
}
