import * as z from 'zod/mini';

// The response shapes live in the small module the home page imports; re-exported here so
// every other consumer keeps importing from `envelope`.
export { API_CODES, envelope, pageOf, type Envelope, type Page } from './envelope-shapes';

/** A page of a list. `page` starts at 1. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, '页码须为正整数')), 1),
  size: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1, '每页条数须在1 - 50之间'),
        z.maximum(50, '每页条数须在1 - 50之间'),
      ),
    10,
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
