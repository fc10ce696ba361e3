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
  response: z.object({
    attemptId: z.number().int(),
    deadlineAt: z.number(),
    remainingSeconds: z.number().int(),
  }),
} as const satisfies Endpoint;

/**
 * QA sets the caller's lottery: `chances` more draws, and `prizeId` (one of the exam's prizes) as the
 * prize of their next draw, used once (a test's 谢谢参与 or goods prize). Never part of the app's API.
 */
export const simExamLotteryEndpoint = {
  method: 'POST',
  path: '/__sim/exam/:examId/lottery',
  params: z.object({ examId: z.coerce.number().int().positive() }),
  body: z.object({
    chances: z.number().int().min(0).max(50).optional(),
    prizeId: z.number().int().positive().optional(),
  }),
  response: z.object({ chancesLeft: z.number().int(), nextPrizeId: z.number().int().nullable() }),
} as const satisfies Endpoint;

/** What QA can do to a campaign: end it now, end it with its claim period lapsed, or give it its dates back. */
const CAMPAIGN_ACTIONS = ['end', 'expire', 'restore'] as const;

/**
 * QA ends a campaign of the exam engine (the yearly exam, or exam 6 the questionnaire) at the server's
 * now, so its 已结束 states show without waiting: `end` ends it (ranking rewards become claimable for
 * their claim period), `expire` also lets the claim period lapse (unclaimed rewards 已过期), `restore`
 * gives back the dates it had before QA touched it. Affects every player. Never part of the app's API.
 */
export const simExamCampaignEndpoint = {
  method: 'POST',
  path: '/__sim/exam/:examId/campaign',
  params: z.object({ examId: z.coerce.number().int().positive() }),
  body: z.object({
    action: z.enum(CAMPAIGN_ACTIONS, { message: '操作须为 end、expire 或 restore' }),
  }),
  response: z.object({
    examId: z.number().int(),
    title: z.string(),
    /** 0 未开始, 1 进行中, 2 已结束 by the server's clock. */
    status: z.number().int(),
    endAt: z.number(),
    claimUntil: z.number(),
    claimExpired: z.boolean(),
    /** Whether QA's change is in force (restore clears it). */
    changedByQa: z.boolean(),
  }),
} as const satisfies Endpoint;

/**
 * QA ships a won goods prize whose recipient was given (待发货 → 已发货), standing in for the
 * warehouse. Never part of the app's API.
 */
export const simExamPrizeShipEndpoint = {
  method: 'POST',
  path: '/__sim/exam/lottery/ship',
  body: z.object({
    drawId: z.number().int().positive(),
    company: z.string().trim().min(2).max(20).default('顺丰速运'),
    trackingNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6,30}$/, '运单号须为6 - 30位字母或数字')
      .optional(),
  }),
  response: z.object({
    drawId: z.number().int(),
    company: z.string(),
    trackingNo: z.string(),
    shippedAt: z.number(),
  }),
} as const satisfies Endpoint;
