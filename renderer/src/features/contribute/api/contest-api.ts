import { essayContestEndpoint, type EssayContest } from '@/contracts/api/essay';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /essay/contest: the running essay contest, for the editor's 参赛 tag (title and phase). */
export function fetchEssayContest(): Promise<EssayContest> {
  return callEndpoint(essayContestEndpoint, undefined, { silent: true });
}
