/**
 * What a phone in app mode needs from the simulated native app: take the raw messages the page
 * posts, answer them (through `send`), and let QA drive the account and the native sheets.
 * The implementation wraps simulator/bridge (see native-side-bridge.ts); the phone depends only on
 * this, so its logic does not need the session's network calls.
 */
import type { BridgeLog } from '../simulator/bridge';
import type { BridgeLogEntry } from '../simulator/host-contract';
import type { NativeControls, PaymentControls } from '../simulator/hosts/panel-host';

/** What QA drives (NativeControls), plus what the phone's web view needs. */
export interface NativeSide extends NativeControls {
  /** A raw message as the transport delivered it (iOS: a cloned object; Android: a string). */
  receive(raw: unknown): void;
  /** The native title bar's title (setTitle), null until the page sets one. */
  title(): string | null;
  /** The native app's payment sheets (Apple, WeChat Pay, Alipay) and log. */
  payments(): PaymentControls;
  /** The page was reloaded after closePage. */
  reopen(): void;
  /** The app came back to the foreground: the bridge's `resume` event. */
  resume(): void;
  log(): BridgeLogEntry[];
  dispose(): void;
}

type NativeSideEvents = {
  /** Evaluate `window.__taxBridgeReceive(json)` in the page. */
  send(json: string): void;
  /** The account, title or sheet changed. */
  changed(): void;
  /** The page asked to close (closePage). */
  closePage(): void;
};

export type NativeSideFactory = (options: {
  deviceId: string;
  events: NativeSideEvents;
  /** The phone's bridge log, which its system writes too (a new one by default). */
  log?: BridgeLog;
}) => NativeSide;
