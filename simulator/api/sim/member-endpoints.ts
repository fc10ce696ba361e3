import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { firmReviewBodySchema } from '../../../renderer/src/contracts/api/member';

/** QA's controls of membership: unused cards, enterprise applications. */
/** QA: the cards not yet activated, with their passwords (the app never calls this). */
export const simMemberCardsEndpoint = {
  method: 'GET',
  path: '/__sim/member/cards',
  response: z.array(z.object({ cardNo: z.string(), password: z.string(), expired: z.boolean() })),
} as const satisfies Endpoint;

/** QA decides an application in the reviewers' place. */
export const simFirmReviewEndpoint = {
  method: 'POST',
  path: '/__sim/member/firm/review',
  body: firmReviewBodySchema,
  response: z.object({ status: z.number() }),
} as const satisfies Endpoint;
