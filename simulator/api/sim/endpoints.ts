import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { contributionSchema } from '../../../renderer/src/contracts/api/contribute';
import {
  advanceBodySchema,
  expireTokenBodySchema,
  failBodySchema,
  latencyBodySchema,
  nativeSessionBodySchema,
  nativeSessionSchema,
  simStateSchema,
  smsFailureBodySchema,
  smsListQuerySchema,
  smsRecordSchema,
} from './schemas';

/**
 * The simulator's own endpoints under `/__sim/` (scenario controls and QA helpers): QA, the panel
 * and tests call them, the app never does, so they are declared here and not in the app's contract.
 */

export const simHealthEndpoint = {
  method: 'GET',
  path: '/__sim/health',
  response: z.object({ ok: z.literal(true), now: z.number() }),
} as const satisfies Endpoint;

export const simSmsEndpoint = {
  method: 'GET',
  path: '/__sim/sms',
  query: smsListQuerySchema,
  response: z.array(smsRecordSchema),
} as const satisfies Endpoint;

export const simAccountsEndpoint = {
  method: 'GET',
  path: '/__sim/accounts',
  response: z.array(
    z.object({
      phone: z.string(),
      nickname: z.string(),
      userTypeCode: z.number(),
      role: z.string(),
      memberLevel: z.number(),
    }),
  ),
} as const satisfies Endpoint;

/**
 * A phone number no account and no SMS has used on this server, kept from the next call: a test's
 * own user, whatever else runs beside it (the SMS wait is per number).
 */
export const simNewPhoneNumberEndpoint = {
  method: 'POST',
  path: '/__sim/phone-numbers',
  response: z.object({ phone: z.string() }),
} as const satisfies Endpoint;

/** The native app's own login: a token for a phone number, no SMS. */
export const simNativeSessionEndpoint = {
  method: 'POST',
  path: '/__sim/native-session',
  body: nativeSessionBodySchema,
  response: nativeSessionSchema,
} as const satisfies Endpoint;

export const simStateEndpoint = {
  method: 'GET',
  path: '/__sim/state',
  response: simStateSchema,
} as const satisfies Endpoint;

export const simLatencyEndpoint = {
  method: 'POST',
  path: '/__sim/latency',
  body: latencyBodySchema,
  response: simStateSchema,
} as const satisfies Endpoint;

export const simFailEndpoint = {
  method: 'POST',
  path: '/__sim/fail',
  body: failBodySchema,
  response: simStateSchema,
} as const satisfies Endpoint;

export const simSmsFailureEndpoint = {
  method: 'POST',
  path: '/__sim/sms-failure',
  body: smsFailureBodySchema,
  response: simStateSchema,
} as const satisfies Endpoint;

export const simExpireTokenEndpoint = {
  method: 'POST',
  path: '/__sim/expire-token',
  body: expireTokenBodySchema,
  response: z.object({ expired: z.number() }),
} as const satisfies Endpoint;

export const simAdvanceEndpoint = {
  method: 'POST',
  path: '/__sim/advance',
  body: advanceBodySchema,
  response: simStateSchema,
} as const satisfies Endpoint;

export const simResetEndpoint = {
  method: 'POST',
  path: '/__sim/reset',
  response: simStateSchema,
} as const satisfies Endpoint;

/** Unused redemption codes, for QA to redeem. */
export const simRedemptionCodesEndpoint = {
  method: 'GET',
  path: '/__sim/member/redemption-codes',
  response: z.array(z.object({ code: z.string(), planName: z.string() })),
} as const satisfies Endpoint;

/** QA reviews a contribution in the editors' place. */
export const simContributeReviewEndpoint = {
  method: 'POST',
  path: '/__sim/contribute/review',
  body: z.object({
    id: z.number().int().positive(),
    approve: z.boolean(),
    reason: z.string().trim().min(1).max(200).optional(),
  }),
  response: contributionSchema,
} as const satisfies Endpoint;
