/**
 * How a phone's native sheets answer from now on, in the testing entry's words: what a test (or a
 * recorded session) sets before the tap that opens a sheet, e.g. a payment cancelled, then paid.
 */
import type { Phone } from '../hosts/launch-phone';
import type { MockApi } from './mock-api';
import {
  loginSheetOf,
  paymentSheetOf,
  shareSheetOf,
  type LoginSheetAnswer,
  type PaymentSheetAnswer,
  type ShareSheetAnswer,
} from './sheet-answers';

/**
 * `login`: `{ signInAs: 'new' }` a number no one has used, `{ signInAs: 'default' }` the device's
 * seeded member (what the sheet offers first), or a phone number.
 */
export type SheetAnswers = {
  login?: LoginSheetAnswer | { signInAs: 'default' };
  payment?: PaymentSheetAnswer;
  share?: ShareSheetAnswer;
};

/** @throws Error when the phone has no such sheet (the browser has no native sheets). */
export async function setSheets(
  phone: Phone,
  mockApi: MockApi,
  answers: SheetAnswers,
): Promise<void> {
  const native = phone.bridge;
  if ((answers.login || answers.share) && !native)
    throw new Error('只有 App 内的手机有登录和分享面板');
  if (answers.login && native) {
    const answer = answers.login;
    const signInAs = typeof answer === 'object' && 'signInAs' in answer ? answer.signInAs : null;
    const resolved =
      signInAs === 'new'
        ? { signInAs: (await mockApi.newPhoneNumber()).phone }
        : signInAs === 'default'
          ? { signInAs: native.defaultPhone }
          : (answer as LoginSheetAnswer);
    native.setLoginSheet(loginSheetOf(resolved));
  }
  if (answers.share && native) native.setShareSheet(shareSheetOf(answers.share));
  if (answers.payment) {
    const payments = native ?? phone.wechat;
    if (!payments) throw new Error('只有 App 内或微信浏览器里的手机有支付面板');
    payments.setPaymentSheet(paymentSheetOf(answers.payment));
  }
}
