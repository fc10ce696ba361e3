/**
 * Envelope and page shapes written with `zod/mini`: the home page imports them, and classic zod
 * does not tree-shake (about 24 KB gzip), while these pull in only the validators they use.
 * `envelope.ts` re-exports everything here for the other consumers.
 */
import * as z from 'zod/mini';

/** Every API answer: `{ success, code, msg, data }`. Money fields are integer cents. */
export const envelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.int(), msg: z.string(), data });

export type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

/** A page of a list; `item` may be a classic or a mini schema. */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.int(),
    page: z.int(),
    size: z.int(),
  });
export type Page<T> = { list: T[]; total: number; page: number; size: number };

/** Codes the envelope carries besides HTTP status. 200 is success (spec §7: SMS "200 is success"). */
export const API_CODES = { OK: 200 } as const;
