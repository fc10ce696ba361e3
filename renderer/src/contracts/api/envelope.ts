import { z } from 'zod';

/** Every API answer: `{ success, code, msg, data }`. Money fields are integer cents. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

/** A page of a list. `page` starts at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '页码须为正整数').default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, '每页条数须在1 - 50之间')
    .max(50, '每页条数须在1 - 50之间')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<T> = { list: T[]; total: number; page: number; size: number };

/** Codes the envelope carries besides HTTP status. 200 is success (spec §7: SMS "200 is success"). */
export const API_CODES = { OK: 200 } as const;
