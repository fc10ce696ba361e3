/**
 * What `test.use` says about a phone, and how it becomes the options of {@link launchPhone}: the
 * sheets' answers become strategies, and `'new'` becomes a phone number no one has used.
 */
import type { BridgeProtocol, HandlerTable } from '../bridge/protocols';
import type { PhoneMode } from '../devices/types';
import type { LaunchPhoneOptions } from '../hosts/launch-phone';
import type { NetworkPreset } from '../hosts/network-presets';
import type { MockApi } from './mock-api';
import {
  loginSheetOf,
  paymentSheetOf,
  shareSheetOf,
  type LoginSheetAnswer,
  type PaymentSheetAnswer,
  type ShareSheetAnswer,
} from './sheet-answers';

export type PhoneOptions = {
  /** A device id (`iphone-15`, `xiaomi-14`, …: an unknown one is refused with the list). */
  device: string;
  /** Inside the native app's web view, or in the phone's browser. */
  mode: PhoneMode;
  network: NetworkPreset;
  /**
   * App mode: the native app is signed in before the page opens, as this phone number, or as a
   * new account (`'new'`) on a number no one has used.
   */
  account: string | 'new' | undefined;
  /** App mode: how the native login sheet answers (default: signs in as a seeded member). */
  loginSheet: LoginSheetAnswer | undefined;
  /** App mode and WeChat's browser: how the payment sheet answers (default: pays). */
  paymentSheet: PaymentSheetAnswer | undefined;
  /** App mode: how the native share sheet answers (default: WeChat). */
  shareSheet: ShareSheetAnswer | undefined;
  /** Where the `phone` fixture opens (a path on the app's server); null: a blank page. */
  startUrl: string | null;
  /** The native bridge the page talks to: this app's own, or another hybrid app's. */
  bridge: BridgeProtocol;
  /** Another app's bridge: how its methods answer (unknown ones as the real native side does). */
  handlers: HandlerTable | undefined;
};

/** The phone numbers a phone was given: the native account and the one its login sheet signs in as. */
export type PhoneAccounts = { account: string | null; loginSheetAccount: string | null };

export async function launchOptionsOf(
  chosen: PhoneOptions,
  mockApi: MockApi,
): Promise<{ launch: Omit<LaunchPhoneOptions, 'apiUrl' | 'webUrl'>; accounts: PhoneAccounts }> {
  const numberFor = async (phone: string) =>
    phone === 'new' ? (await mockApi.newPhoneNumber()).phone : phone;
  const account = chosen.account ? await numberFor(chosen.account) : null;
  const sheet = chosen.loginSheet;
  const loginSheetAccount =
    sheet && typeof sheet === 'object' && 'signInAs' in sheet
      ? await numberFor(sheet.signInAs)
      : null;
  const launch: Omit<LaunchPhoneOptions, 'apiUrl' | 'webUrl'> = {
    device: chosen.device,
    mode: chosen.mode,
    network: chosen.network,
    ...(chosen.startUrl ? { url: chosen.startUrl } : {}),
    bridge: chosen.bridge,
    ...(chosen.handlers ? { handlers: chosen.handlers } : {}),
    ...(account ? { account } : {}),
    ...(sheet
      ? { loginSheet: loginSheetOf(loginSheetAccount ? { signInAs: loginSheetAccount } : sheet) }
      : {}),
    ...(chosen.paymentSheet ? { paymentSheet: paymentSheetOf(chosen.paymentSheet) } : {}),
    ...(chosen.shareSheet ? { shareSheet: shareSheetOf(chosen.shareSheet) } : {}),
  };
  return { launch, accounts: { account, loginSheetAccount } };
}
