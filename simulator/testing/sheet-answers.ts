/**
 * How the native sheets answer, said as data so that `test.use` can carry it (Playwright takes a
 * function there for a fixture of its own): each turns into the simulator's sheet strategy.
 */
import type { ShareChannel } from '../../renderer/src/contracts/bridge';
import {
  loginSheetCancels,
  loginSheetFails,
  loginSheetSucceedsAs,
  paymentSheetCancels,
  paymentSheetFails,
  paymentSheetPays,
  shareSheetCancels,
  shareSheetPicks,
  type LoginSheet,
  type PaymentSheet,
  type ShareSheet,
} from '../bridge/sheets';

/** The user signs in as a phone number, closes the sheet, or the native login fails. */
/** `signInAs: 'new'`: a new account on a number no one has used. */
export type LoginSheetAnswer = { signInAs: string | 'new' } | 'cancel' | { fail: string };
/** The user pays, closes the sheet, or the payment fails with a message. */
export type PaymentSheetAnswer = 'pay' | 'cancel' | { fail: string };
/** The user shares to a channel, or closes the sheet. */
export type ShareSheetAnswer = { pick: ShareChannel } | 'cancel';

export function loginSheetOf(answer: LoginSheetAnswer): LoginSheet {
  if (answer === 'cancel') return loginSheetCancels();
  return 'fail' in answer ? loginSheetFails(answer.fail) : loginSheetSucceedsAs(answer.signInAs);
}

export function paymentSheetOf(answer: PaymentSheetAnswer): PaymentSheet {
  if (answer === 'pay') return paymentSheetPays();
  if (answer === 'cancel') return paymentSheetCancels();
  return paymentSheetFails(answer.fail);
}

export function shareSheetOf(answer: ShareSheetAnswer): ShareSheet {
  return answer === 'cancel' ? shareSheetCancels() : shareSheetPicks(answer.pick);
}
