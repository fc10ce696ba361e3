/**
 * The contribution review's QA call, as the panel uses it: QA stands in for the editors and approves
 * or rejects a work (or a published work's revision) under review. Through the host like every
 * scenario call, so a refusal rejects with the API's Chinese msg.
 */
import { SimApi } from './sim-api';

/** What the panel shows of a reviewed work. */
export type ReviewedWork = {
  id: number;
  title: string;
  statusText: string;
  revision: { statusText: string } | null;
};

export class ContributeSimApi extends SimApi {
  /** Approves the work `id` under review, or rejects it with `reason` (the writer sees it). */
  review(id: number, approve: boolean, reason?: string): Promise<ReviewedWork> {
    return this.call('POST', '/__sim/contribute/review', {
      id,
      approve,
      ...(reason ? { reason } : {}),
    });
  }
}
