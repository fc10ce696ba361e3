/**
 * 截图基线 from the panel: the open phones' devices and modes pictured on the main pages and either
 * saved as the baselines or compared with them (simulator/baselines). Pure types and schemas.
 */
import { z } from 'zod';

export const baselineCommandSchema = z.object({
  action: z.enum(['write', 'compare']),
  /** One phone's device and mode; absent: every open phone's. */
  phoneId: z
    .string()
    .regex(/^phone-\d+$/, '手机编号不正确')
    .optional(),
});
export type BaselineCommand = z.infer<typeof baselineCommandSchema>;

export type BaselineOutcome = {
  /** Pictures taken (pages × phones). */
  pictures: number;
  /** Each failure says the page, the phone and the command that refreshes its baseline. */
  failures: string[];
  /** The comparison's HTML report on the panel's own origin; null after writing baselines. */
  reportUrl: string | null;
};
