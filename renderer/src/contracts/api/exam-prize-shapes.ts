import * as z from 'zod/mini';
import { examIdSchema } from './exam-shapes';
import { recipientShape } from './recipient-shape';

/**
 * The lottery's won prizes and a goods prize's recipient (contract: exam.ts). A goods prize (实物奖品)
 * counts as claimed only once its winner gave where to send it; the recipient takes the points mall's
 * address rules and messages (recipient-shape.ts, with the shared mobile rule).
 */

/** Where a won prize stands: granted at once (红包、道具、积分), or a parcel waiting for its recipient, shipping, shipped. */
export const PRIZE_STATES = ['granted', 'needs_recipient', 'to_ship', 'shipped'] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];
/** The words each state shows (docs/product.md「考试与排名」): 待填写收货信息 / 待发货 / 已发货. */
export const PRIZE_STATE_TEXT: Record<PrizeState, string> = {
  granted: '已发放',
  needs_recipient: '待填写收货信息',
  to_ship: '待发货',
  shipped: '已发货',
};

export const prizeRecipientSchema = z.object({
  name: z.string(),
  /** Masked (139****1111): the full number stays on the server. */
  phoneMasked: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  submittedAt: z.number(),
});

export const wonPrizeSchema = z.object({
  drawId: z.int(),
  prizeId: z.int(),
  prizeName: z.string(),
  kind: z.enum(['redpack', 'prop', 'points', 'goods']),
  image: z.string(),
  wonAt: z.number(),
  state: z.enum(PRIZE_STATES),
  stateText: z.string(),
  recipient: z.nullable(prizeRecipientSchema),
  express: z.nullable(
    z.object({ company: z.string(), trackingNo: z.string(), shippedAt: z.number() }),
  ),
});
export type WonPrize = z.infer<typeof wonPrizeSchema>;
/** GET /exam/lottery/wins/{examId}: my prizes, newest first (谢谢参与 is not a prize). */
export const wonPrizeListSchema = z.object({ list: z.array(wonPrizeSchema) });

/**
 * POST /exam/lottery/recipient: where a won goods prize goes. Submitted once: the same recipient again
 * answers the saved one; a different one is refused (收货信息已提交，不能修改).
 */
export const prizeRecipientBodySchema = z.object({
  drawId: z.coerce
    .number({ error: '中奖记录不正确' })
    .check(z.int('中奖记录不正确'), z.positive('中奖记录不正确')),
  ...recipientShape,
});
export type PrizeRecipientBody = z.input<typeof prizeRecipientBodySchema>;
export const wonPrizeParamsSchema = z.object({ examId: examIdSchema });
