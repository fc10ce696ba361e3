import {
  examAnswerPropListEndpoint,
  examApplyEndpoint,
  examBeginEndpoint,
  examGetAnswerLogEndpoint,
  examGetNextInfoEndpoint,
  examInitEndpoint,
  examInviteEndpoint,
  examLotteryEndpoint,
  examLotteryPrizeListEndpoint,
  examLotteryRecipientEndpoint,
  examLotteryWinsEndpoint,
  type PrizeRecipientBody,
  examBuringPointEndpoint,
  inviteRecordEndpoint,
  receiveExamRankingRewardEndpoint,
  examPropEndpoint,
  examUsePropEndpoint,
  examV2SaveResultEndpoint,
  examTaskRewardListEndpoint,
  rankPageEndpoint,
  receiveExamTaskRewardEndpoint,
  redpackRecordEndpoint,
} from '@/contracts/api/exam';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** The exam area's calls; every rule (time, answers, score, rank, money) is the server's. */
export const fetchExamInfo = (examId: number, inviteUserId: number | null) =>
  callEndpoint(examInitEndpoint, { body: { examId, inviteUserId } });
export const applyExam = (examId: number, inviteUserId: number | null) =>
  callEndpoint(examApplyEndpoint, { body: { examId, inviteUserId } });
export const fetchMyProps = (examId: number) =>
  callEndpoint(examPropEndpoint, { params: { examId } });
/** Red-packet totals (the first page's balance and income). */
export const fetchRedpackSummary = (examId: number) =>
  callEndpoint(redpackRecordEndpoint, { body: { examId, page: 1, size: 1 } });
export const beginExam = (examId: number) => callEndpoint(examBeginEndpoint, { body: { examId } });
export const answerQuestion = (attemptId: number, index: number, answer: string) =>
  callEndpoint(examGetNextInfoEndpoint, { body: { attemptId, index, answer } });
export const fetchAnswerLog = (attemptId: number) =>
  callEndpoint(examGetAnswerLogEndpoint, { body: { attemptId } });
export const submitExam = (attemptId: number) =>
  callEndpoint(examV2SaveResultEndpoint, { body: { attemptId } });
export const fetchQuestionProps = (examId: number, index: number) =>
  callEndpoint(examAnswerPropListEndpoint, { params: { examId, index } });
export const applyExamProp = (attemptId: number, index: number, propType: 1 | 2 | 3) =>
  callEndpoint(examUsePropEndpoint, { body: { attemptId, index, propType } });
export const fetchRankPage = (examId: number, page: number, size = 20) =>
  callEndpoint(rankPageEndpoint, { body: { examId, page, size } });
export const fetchTasks = (examId: number) =>
  callEndpoint(examTaskRewardListEndpoint, { body: { examId } });
export const claimTaskReward = (examId: number, taskId: number) =>
  callEndpoint(receiveExamTaskRewardEndpoint, { body: { examId, taskId } });
/** The lottery's prizes and my chances left. */
export const fetchPrizes = (examId: number) =>
  callEndpoint(examLotteryPrizeListEndpoint, { params: { examId } });
/** One draw, decided by the server; `clientKey` makes a retried draw answer the same prize. */
export const drawLottery = (examId: number, clientKey: string) =>
  callEndpoint(examLotteryEndpoint, { params: { examId }, body: { times: 1, clientKey } });
/** My won prizes, newest first, a goods prize with its recipient and shipping state. */
export const fetchWonPrizes = (examId: number) =>
  callEndpoint(examLotteryWinsEndpoint, { params: { examId } });
/** Gives a goods prize its recipient (once; the same recipient again is answered as saved). */
export const submitPrizeRecipient = (body: PrizeRecipientBody) =>
  callEndpoint(examLotteryRecipientEndpoint, { body });
/** My invitation for this exam: 1 the poster, 2 the link. */
export const fetchExamInvitation = (examId: number, type: 1 | 2) =>
  callEndpoint(examInviteEndpoint, { params: { examId, type } });
/** Friends who signed up through my invitation, with the red packet each earned me. */
export const fetchExamInvitees = (examId: number, page: number, size = 10) =>
  callEndpoint(inviteRecordEndpoint, { body: { examId, page, size } });
/** Claims the ranking reward into the red-packet balance (once; the server refuses a second claim). */
export const claimRankingReward = (examId: number) =>
  callEndpoint(receiveExamRankingRewardEndpoint, { body: { examId } });

/**
 * A tracking event (POST /exam/buring/point): page views, draws, shares (`share` counts towards the
 * share task). Fire and forget: a lost event never bothers the player, so failures stay silent.
 */
export function trackExam(examId: number, event: string, page?: string): void {
  callEndpoint(
    examBuringPointEndpoint,
    { body: { examId, event, ...(page ? { page } : {}) } },
    { silent: true },
  ).catch(() => undefined);
}
