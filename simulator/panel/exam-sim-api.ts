/**
 * The exam engine's QA campaign call, as the panel uses it: end a campaign (the yearly exam or the
 * questionnaire, exam 6) now, let its claim period lapse, or give it its own dates back. Through the
 * host like every scenario call, so a refusal rejects with the API's Chinese msg.
 */
import { SimApi } from './sim-api';

/** What QA can do to a campaign (POST /__sim/exam/:examId/campaign). */
export type CampaignAction = 'end' | 'expire' | 'restore';

/** A campaign after the call: 0 未开始, 1 进行中, 2 已结束, and whether unclaimed rewards are 已过期. */
export type CampaignState = {
  examId: number;
  title: string;
  status: number;
  endAt: number;
  claimUntil: number;
  claimExpired: boolean;
  changedByQa: boolean;
};

export class ExamSimApi extends SimApi {
  moveCampaign(examId: number, action: CampaignAction): Promise<CampaignState> {
    return this.call('POST', `/__sim/exam/${examId}/campaign`, { action });
  }
}
