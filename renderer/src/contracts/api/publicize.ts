import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** GET /publicize/stats: what the product holds now, counted by the server (the /publicize page). */
export const publicizeStatsSchema = z.object({
  articles: z.int(),
  experts: z.int(),
  answeredQuestions: z.int(),
  courses: z.int(),
});
export type PublicizeStats = z.infer<typeof publicizeStatsSchema>;

/** GET /publicize/stats: 产品数据概览 */
export const publicizeStatsEndpoint = {
  method: 'GET',
  path: '/publicize/stats',
  response: publicizeStatsSchema,
} as const satisfies Endpoint;
