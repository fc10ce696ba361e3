import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

/**
 * QA reads the right answer of a challenge's current question (and a wrong option), to play a
 * challenge to a chosen outcome in tests and demos. Never part of the app's API.
 */
export const simChallengeAnswerEndpoint = {
  method: 'GET',
  path: '/__sim/questionnaire/answer/:attemptId',
  params: z.object({ attemptId: z.coerce.number().int().positive() }),
  response: z.object({
    index: z.number().int(),
    type: z.number().int(),
    right: z.string(),
    wrong: z.string(),
  }),
} as const satisfies Endpoint;
