import { z } from 'zod';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

/** QA's controls of live sessions (the app never calls them). */
const sessionBodySchema = z.object({
  id: z.number().int('课程编号须为正整数').positive('课程编号须为正整数'),
  action: z.enum(['schedule', 'start', 'end', 'publish'], {
    message: '操作须为 schedule、start、end 或 publish',
  }),
  /** With `schedule`: the session starts this many seconds from now, and goes live by itself then. */
  startsInSeconds: z
    .number()
    .int('开播时间须为整数秒')
    .min(1, '开播时间须在1秒到7天之间')
    .max(7 * 86_400, '开播时间须在1秒到7天之间')
    .optional(),
});

/**
 * POST /__sim/live/session: QA moves a live session along (schedule → start → end → publish its
 * replay); `schedule` with `startsInSeconds` sets a start time the session goes live at by itself.
 */
export const simLiveSessionEndpoint = {
  method: 'POST',
  path: '/__sim/live/session',
  body: sessionBodySchema,
  response: z.object({ id: z.number(), status: z.number() }),
} as const satisfies Endpoint;
