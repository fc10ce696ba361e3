/**
 * 同步操作: input on one phone repeated on the others, by element (simulator/recorder/host-mirror.ts).
 * The panel's commands and what a phone's card shows. Pure types and zod schemas.
 */
import { z } from 'zod';

export const mirrorCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('on') }),
  z.object({ action: z.literal('off') }),
  /** A phone takes part again (also after its element went missing) or sits out. */
  z.object({
    action: z.literal('include'),
    phoneId: z.string().regex(/^phone-\d+$/, '手机编号不正确'),
    include: z.boolean(),
  }),
]);
export type MirrorCommand = z.infer<typeof mirrorCommandSchema>;

/** A phone while 同步操作 is on. */
export type MirrorStatus = {
  /** QA left it in (the default) or took it out. */
  included: boolean;
  /** Why it stopped following (an element it could not find), until QA brings it back. */
  lost: string | null;
};
