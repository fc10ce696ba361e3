import {
  challengeAnswerEndpoint,
  challengeGiveUpEndpoint,
  challengeNextEndpoint,
  challengePropEndpoint,
  challengePropsEndpoint,
  challengeRankEndpoint,
  challengeResultEndpoint,
  challengeStartEndpoint,
  challengeStateEndpoint,
} from '@/contracts/api/questionnaire-challenge';
import {
  questionnaireInfoEndpoint,
  questionnaireLogsEndpoint,
} from '@/contracts/api/questionnaire';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** The questionnaire's calls: its home, the challenge (every step answers the new state), result, board, props, log. */
export const fetchQuestionnaireInfo = () => callEndpoint(questionnaireInfoEndpoint);
export const startChallenge = (inviteUserId: number | null = null) =>
  callEndpoint(challengeStartEndpoint, { body: { inviteUserId } });
export const fetchChallenge = (attemptId: number) =>
  callEndpoint(challengeStateEndpoint, { params: { attemptId } });
export const answerChallenge = (attemptId: number, index: number, answer: string) =>
  callEndpoint(challengeAnswerEndpoint, { body: { attemptId, index, answer } });
export const nextLevel = (attemptId: number) =>
  callEndpoint(challengeNextEndpoint, { body: { attemptId } });
export const applyChallengeProp = (attemptId: number, index: number, propType: 1 | 2 | 3 | 4) =>
  callEndpoint(challengePropEndpoint, { body: { attemptId, index, propType } });
export const giveUpChallenge = (attemptId: number) =>
  callEndpoint(challengeGiveUpEndpoint, { body: { attemptId } });
export const fetchChallengeResult = (attemptId: number) =>
  callEndpoint(challengeResultEndpoint, { params: { attemptId } });
export const fetchChallengeRank = (scope: 'today' | 'all') =>
  callEndpoint(challengeRankEndpoint, { query: { scope } });
export const fetchMyProps = () => callEndpoint(challengePropsEndpoint);
export const fetchChallengeLogs = (page: number, size = 10) =>
  callEndpoint(questionnaireLogsEndpoint, { query: { page, size } });

/** Where a challenge is played and where its result is shown. */
export const challengePath = (attemptId: number) => `/questionnaire/list?attemptId=${attemptId}`;
export const resultPath = (attemptId: number) => `/questionnaire/result?attemptId=${attemptId}`;
