import type { Db } from '../db/types';
import {
  PRIZE_STATE_TEXT,
  type PrizeState,
  type WonPrize,
} from '../../../renderer/src/contracts/api/exam';
import { examLotteryQueries, type RecipientInput, type WinRow } from '../queries/exam-lottery';
import { badRequest, conflict, notFound } from './envelope';

/** A won prize's state: a goods prize waits for its recipient, then for shipping; the others were granted at the draw. */
function prizeState(w: Pick<WinRow, 'kind' | 'submitted_at' | 'shipped_at'>): PrizeState {
  if (w.kind !== 'goods') return 'granted';
  if (w.submitted_at === null) return 'needs_recipient';
  return w.shipped_at === null ? 'to_ship' : 'shipped';
}

const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** A won prize as the contract answers it; `image` is the prize's picture URL. */
export function wonPrizeOf(w: WinRow, image: string): WonPrize {
  const state = prizeState(w);
  return {
    drawId: w.draw_id,
    prizeId: w.prize_id,
    prizeName: w.name,
    kind: w.kind as WonPrize['kind'],
    image,
    wonAt: w.created_at,
    state,
    stateText: PRIZE_STATE_TEXT[state],
    recipient:
      w.submitted_at === null
        ? null
        : {
            name: w.r_name ?? '',
            phoneMasked: maskPhone(w.phone ?? ''),
            province: w.province ?? '',
            city: w.city ?? '',
            district: w.district ?? '',
            detail: w.detail ?? '',
            submittedAt: w.submitted_at,
          },
    express:
      w.shipped_at === null
        ? null
        : {
            company: w.express_company ?? '',
            trackingNo: w.tracking_no ?? '',
            shippedAt: w.shipped_at,
          },
  };
}

const sameRecipient = (w: WinRow, r: RecipientInput): boolean =>
  w.r_name === r.name &&
  w.phone === r.phone &&
  w.province === r.province &&
  w.city === r.city &&
  w.district === r.district &&
  w.detail === r.detail;

/**
 * Gives a won goods prize its recipient, once: the same recipient again (a retry, a double tap)
 * answers the saved prize; any other is refused, since the parcel may already be on its way.
 */
export function submitRecipient(
  db: Db,
  userId: number,
  drawId: number,
  r: RecipientInput,
  now: number,
): WinRow {
  const q = examLotteryQueries(db);
  return db.transaction(() => {
    const w = q.win(drawId);
    if (!w || w.user_id !== userId) throw notFound('中奖记录不存在');
    if (w.kind !== 'goods') throw badRequest('该奖品已直接发放，无需填写收货信息');
    if (w.submitted_at !== null) {
      if (sameRecipient(w, r)) return w;
      throw conflict('收货信息已提交，不能修改');
    }
    q.saveRecipient(drawId, r, now);
    const saved = q.win(drawId);
    if (!saved) throw notFound('中奖记录不存在');
    return saved;
  })();
}
