import {
  examAnswerPropListEndpoint,
  examApplyEndpoint,
  examBeginEndpoint,
  examGetAnswerLogEndpoint,
  examGetNextInfoEndpoint,
  examInitEndpoint,
  examPropEndpoint,
  examUsePropEndpoint,
  examV2SaveResultEndpoint,
  examTaskRewardListEndpoint,
  rankPageEndpoint,
  receiveExamTaskRewardEndpoint,
  redpackRecordEndpoint,
  redpackWithdrawEndpoint,
} from '@/contracts/api/exam';
import { commonPublicKeyEndpoint } from '@/contracts/api/crypto';
import { callEndpoint, requestEndpoint } from '@/lib/api/call-endpoint';
import { loadRsa } from '@/lib/crypto';

/** The exam area's calls; every rule (time, answers, score, rank, money) is the server's. */
export const fetchExamInfo = (examId: number, inviteUserId: number | null) =>
  callEndpoint(examInitEndpoint, { body: { examId, inviteUserId } });
export const applyExam = (examId: number, inviteUserId: number | null) =>
  callEndpoint(examApplyEndpoint, { body: { examId, inviteUserId } });
export const fetchMyProps = (examId: number) => callEndpoint(examPropEndpoint, { params: { examId } });
/** Red-packet totals (the first page's balance and income). */
export const fetchRedpackSummary = (examId: number) =>
  callEndpoint(redpackRecordEndpoint, { body: { examId, page: 1, size: 1 } });
export const beginExam = (examId: number) => callEndpoint(examBeginEndpoint, { body: { examId } });
export const answerQuestion = (attemptId: number, index: number, answer: string) =>
  callEndpoint(examGetNextInfoEndpoint, { body: { attemptId, index, answer } });
export const fetchAnswerLog = (attemptId: number) => callEndpoint(examGetAnswerLogEndpoint, { body: { attemptId } });
export const submitExam = (attemptId: number) => callEndpoint(examV2SaveResultEndpoint, { body: { attemptId } });
export const fetchQuestionProps = (examId: number, index: number) =>
  callEndpoint(examAnswerPropListEndpoint, { params: { examId, index } });
export const applyExamProp = (attemptId: number, index: number, propType: 1 | 2 | 3) =>
  callEndpoint(examUsePropEndpoint, { body: { attemptId, index, propType } });
export const fetchRankPage = (examId: number, page: number, size = 20) =>
  callEndpoint(rankPageEndpoint, { body: { examId, page, size } });
export const fetchTasks = (examId: number) => callEndpoint(examTaskRewardListEndpoint, { body: { examId } });
export const claimTaskReward = (examId: number, taskId: number) =>
  callEndpoint(receiveExamTaskRewardEndpoint, { body: { examId, taskId } });
export const fetchRedpackPage = (examId: number, page: number, size = 20) =>
  callEndpoint(redpackRecordEndpoint, { body: { examId, page, size } });

/**
 * POST /redpack/withdraw with the account and real name RSA-encrypted (GET /common/publicKey), and
 * the client key that makes a repeated request pay once. Answers the payout and the server's words.
 */
export async function withdrawRedpack(
  examId: number,
  payee: { channel: 'wechat' | 'alipay'; account: string; realName: string },
  amountCents: number,
  clientKey: string,
) {
  const [{ publicKey }, { rsaEncryptFields }] = await Promise.all([callEndpoint(commonPublicKeyEndpoint), loadRsa()]);
  const body = rsaEncryptFields({ examId, amountCents, clientKey, ...payee }, ['account', 'realName'], publicKey);
  return requestEndpoint(redpackWithdrawEndpoint, { body });
}
