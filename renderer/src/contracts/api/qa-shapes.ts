/**
 * Q&A list shapes the home feed parses, in a module of their own because the first screen
 * imports only these: a module that several pages import goes into one shared chunk with every
 * export any of them uses, so were the home page to import `qa.ts`, it would download the
 * detail, request and query schemas of the Q&A pages too. `qa.ts` re-exports them and builds the
 * detail schemas on them.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope-shapes';

/** An expert as shown beside an answer: name, title, firm and avatar URL. */
export const qaExpertSchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  company: z.nullable(z.string()),
  avatar: z.string(),
});
export type QaExpert = z.infer<typeof qaExpertSchema>;

/** A question in a list. */
export const qaListItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  answerCount: z.int(),
  viewCount: z.int(),
  createdAt: z.number(),
  /** The first expert to answer, if any. */
  expert: z.nullable(qaExpertSchema),
});
export type QaListItem = z.infer<typeof qaListItemSchema>;

/** GET /qa/list: a page of questions. */
export const qaListSchema = pageOf(qaListItemSchema);

// The first screen's half of an endpoint: its method, path and response schema. Its request
// schemas are added in the full module (`{ ...base, query }`), which the mock API serves; the home
// page's fetcher passes the full declaration's type only, so the first screen never downloads a
// request schema, and neither half can be typed again elsewhere.

/** GET /qa/list (request schema: `qaListEndpoint` in qa.ts). */
export const qaListEndpointBase = {
  method: 'GET',
  path: '/qa/list',
  response: qaListSchema,
} as const satisfies Endpoint;
