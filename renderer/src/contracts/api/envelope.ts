import { z } from 'zod';

// The response shapes live in the classic-free module the home page imports; re-exported here so
// every other consumer keeps importing from `envelope`.
export { API_CODES, envelope, pageOf, type Envelope, type Page } from './envelope-shapes';

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
