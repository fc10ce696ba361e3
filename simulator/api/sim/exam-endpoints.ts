import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

/**
 * QA moves one exam attempt's clock: the caller's open attempt gets `seconds` left from the server's
 * now (e.g. 3 to see the automatic submission at 0 without waiting 15 minutes, or the 5:00 and 1:00
 * warnings). Only that attempt changes, so parallel tests and other players are not affected.
 * Never part of the app's API.
 */
export const simExamTimeLeftEndpoint = {
  method: 'POST',
  path: '/__sim/exam/attempt/:attemptId/time-left',
  params: z.object({ attemptId: z.coerce.number().int().positive() }),
  body: z.object({ seconds: z.number().int().min(0).max(3600) }),
  response: z.object({ attemptId: z.number().int(), deadlineAt: z.number(), remainingSeconds: z.number().int() }),
} as const satisfies Endpoint;

/**
 * QA sets the caller's lottery: `chances` more draws, and `prizeId` (one of the exam's prizes) as the
 * prize of their next draw, used once (a test's 谢谢参与 or goods prize). Never part of the app's API.
 */
export const simExamLotteryEndpoint = {
  method: 'POST',
  path: '/__sim/exam/:examId/lottery',
  params: z.object({ examId: z.coerce.number().int().positive() }),
  body: z.object({ chances: z.number().int().min(0).max(50).optional(), prizeId: z.number().int().positive().optional() }),
  response: z.object({ chancesLeft: z.number().int(), nextPrizeId: z.number().int().nullable() }),
} as const satisfies Endpoint;
