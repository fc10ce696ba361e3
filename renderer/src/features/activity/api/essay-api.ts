import { essayContestEndpoint, essayEnterEndpoint, type EssayContest } from '@/contracts/api/essay';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /essay/contest: the contest, its phase, and the user's entries and works that may enter. */
export const fetchEssayContest = (): Promise<EssayContest> => callEndpoint(essayContestEndpoint);

/** POST /essay/enter/:contributionId: a refusal rejects with the server's msg (toasted by http). */
export const enterEssay = (contributionId: number): Promise<EssayContest> =>
  callEndpoint(essayEnterEndpoint, { params: { contributionId } });
