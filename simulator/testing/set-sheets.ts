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

/** How long {@link answerSheet} waits for the sheet the action should open. */
const SHEET_WAIT_MS = 15_000;

/**
 * Runs `action` (the tap that opens a sheet) with the next sheet of that kind answered as given,
 * and resolves once it was: a test cannot race ahead of a sheet that opens after a request.
 * @throws Error when no such sheet opened within 15 s, or when `answers` names more than one sheet.
 */
export async function answerSheet(
  phone: Phone,
  mockApi: MockApi,
  answers: SheetAnswers,
  action: () => Promise<unknown>,
): Promise<void> {
  const kinds = (Object.keys(answers) as (keyof SheetAnswers)[]).filter((k) => answers[k]);
  const [kind] = kinds;
  if (kinds.length !== 1 || !kind) throw new Error('answerSheet 一次只回答一个面板');
  await setSheets(phone, mockApi, answers);
  const answered = sheetAnswered(phone, kind);
  await action();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`操作后 ${SHEET_WAIT_MS / 1000} 秒内没有弹出${SHEET_NAMES[kind]}`)),
      SHEET_WAIT_MS,
    );
  });
  try {
    await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const SHEET_NAMES = { login: '登录面板', payment: '支付面板', share: '分享面板' } as const;

/** Resolves when the phone's next sheet of `kind` has been answered (its bridge log says so). */
function sheetAnswered(phone: Phone, kind: keyof SheetAnswers): Promise<void> {
  const method = { login: /^login$/, payment: /pay|purchase/i, share: /^share$/ }[kind];
  const before = phone.bridgeLog.entries().length;
  return new Promise((resolve) => {
    const check = () => {
      const answered = phone.bridgeLog
        .entries()
        .slice(before)
        .some((e) => e.kind === 'call' && method.test(e.method));
      if (!answered) return;
      stop();
      resolve();
    };
    const stop = phone.bridgeLog.subscribe(check);
    check();
  });
}
