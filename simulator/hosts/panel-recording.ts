/**
 * What the panel host adds to a phone's recording (simulator/recorder): the phone it starts on, and
 * the panel's answers to the native sheets in the testing entry's words.
 */
import type { LoginSheetAnswer, PaymentSheetAnswer, ShareSheetAnswer } from '../host-contract';
import type { RecordedSheetAnswer, RecordingStart } from '../recorder/types';
import type { HostPhone } from './host-adapter';

/** The phone as it is now; `appOrigin`: where /app/ is served (the start URL is a path on it). */
export function recordingStart(phone: HostPhone, appOrigin: string): RecordingStart {
  const { profile, mode, network } = phone.config;
  const url = phone.closed ? null : new URL(phone.url());
  const path = url && url.origin === appOrigin ? `${url.pathname}${url.search}` : '/app/home';
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    device: profile.id,
    deviceName: profile.name,
    mode,
    network,
    signedIn: phone.native()?.account() != null,
    path,
    startedAt: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/**
 * The login sheet's answer on replay: the device's seeded member when QA took the number the sheet
 * offers, else a new account (a recording keeps no one's number).
 */
export function recordedLoginAnswer(
  answer: LoginSheetAnswer,
  defaultPhone: string | null,
): RecordedSheetAnswer {
  if (answer.action === 'cancel') return { sheet: 'login', answer: 'cancel' };
  if (answer.action === 'fail') return { sheet: 'login', answer: { fail: answer.message } };
  return {
    sheet: 'login',
    answer: { signInAs: answer.phone === defaultPhone ? 'default' : 'new' },
  };
}

export function recordedPaymentAnswer(answer: PaymentSheetAnswer): RecordedSheetAnswer {
  return {
    sheet: 'payment',
    answer: answer.action === 'fail' ? { fail: answer.message } : answer.action,
  };
}

export function recordedShareAnswer(answer: ShareSheetAnswer): RecordedSheetAnswer {
  return { sheet: 'share', answer: answer === null ? 'cancel' : { pick: answer } };
}
