/**
 * The Electron host's native side: simulator/bridge's NativeAppSession (account and token from the
 * mock API, as the real app) wired to the page by connectBridge, with interactive login and share
 * sheets that the phone's chrome view or the panel answers.
 */
import {
  connectBridge,
  createInteractiveLoginSheet,
  createInteractivePaymentSheet,
  createInteractiveShareSheet,
  NativeAppSession,
} from '../simulator/bridge';
import { paymentControls } from '../simulator/hosts/payment-controls';
import { getDevice } from '../simulator/devices';
import type { PendingSheet } from '../simulator/host-contract';
import type { NativeSide, NativeSideFactory } from './native-side';

export function createBridgeNativeFactory(apiUrl: string): NativeSideFactory {
  let seed = 0;
  return ({ deviceId, events, log }) => {
    const loginSheet = createInteractiveLoginSheet();
    const shareSheet = createInteractiveShareSheet();
    const paymentSheet = createInteractivePaymentSheet();
    // Two phones of one model are two devices: their deviceToken and deviceNum differ.
    const session = new NativeAppSession({
      device: getDevice(deviceId),
      apiUrl,
      loginSheet: loginSheet.open,
      shareSheet: shareSheet.open,
      paymentSheet: paymentSheet.open,
      deviceSeed: String(++seed),
    });
    const connection = connectBridge({
      session,
      deliver: (json) => events.send(json),
      ...(log ? { log } : {}),
    });
    const stops = [
      session.on('account', () => events.changed()),
      session.on('title', () => events.changed()),
      session.on('close', () => events.closePage()),
      loginSheet.onChange(() => events.changed()),
      shareSheet.onChange(() => events.changed()),
      paymentSheet.onChange(() => events.changed()),
      session.on('payment', () => events.changed()),
    ];

    const sheet = (): PendingSheet | null => {
      if (loginSheet.current()) return { kind: 'login' };
      const share = shareSheet.current();
      if (share) return { kind: 'share', payload: share.payload };
      // The payment sheet covers the phone as the others do (main stretches the chrome view over it).
      return payments.sheet();
    };
    const payments = paymentControls(paymentSheet, () => session.payments);

    const side: NativeSide = {
      receive: (raw) => {
        void connection.receive(raw);
      },
      account: () => session.signedIn,
      defaultPhone: () => session.defaultPhone,
      title: () => session.title || null,
      sheet,
      loginAs: (phone) => session.loginAs(phone),
      logout: () => session.logout(),
      answerLoginSheet: (answer) => {
        const outcome =
          answer.action === 'succeed' ? { action: 'login' as const, phone: answer.phone } : answer;
        if (!loginSheet.answer(outcome)) throw new Error('没有打开的登录面板');
      },
      answerShareSheet: (answer) => {
        if (!shareSheet.answer(answer)) throw new Error('没有打开的分享面板');
      },
      payments: () => payments,
      reopen: () => session.reopen(),
      resume: () => session.emitResume(),
      log: () => [...connection.log.entries()],
      dispose: () => {
        // A page that goes away leaves its sheets: answer them as closed so the session settles.
        loginSheet.answer({ action: 'cancel' });
        shareSheet.answer(null);
        paymentSheet.answer({ action: 'cancel' });
        for (const stop of stops) stop();
        connection.dispose();
      },
    };
    return side;
  };
}
