/**
 * Envelope and page shapes, in a module of their own because the first screen imports only
 * these: a module that several pages import goes into one shared chunk with every export any of
 * them uses, so were the home page to import `envelope.ts`, it would download the query schemas
 * of the list pages too. `envelope.ts` re-exports everything here.
 */
import * as z from 'zod/mini';

/** Every API answer: `{ success, code, msg, data }`. Money fields are integer cents. */
export const envelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.int(), msg: z.string(), data });

export type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

/** A page of a list; `item` may be any zod schema (the mock API's tests pass classic ones too). */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.int(),
    page: z.int(),
    size: z.int(),
  });
export type Page<T> = { list: T[]; total: number; page: number; size: number };

/**
 * Codes the envelope carries besides HTTP status. 200 is success (the SMS call reports it so too).
 */
export const API_CODES = { OK: 200 } as const;
