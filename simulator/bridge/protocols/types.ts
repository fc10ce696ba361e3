/**
 * What every foreign bridge protocol shares: the protocol names, one "foreign bridge call" shape
 * whatever the transport, and the handler table that answers another app's own methods.
 */

/** The bridges a phone can speak: this app's own (`tax`) or one that real hybrid apps use. */
export const BRIDGE_PROTOCOLS = [
  'tax',
  'dsbridge',
  'wvjb',
  'jsbridge',
  'wechat-sdk',
  'alipay',
] as const;
export type BridgeProtocol = (typeof BRIDGE_PROTOCOLS)[number];
/** The protocols of other apps (everything but this app's own). */
export type ForeignProtocol = Exclude<BridgeProtocol, 'tax'>;

export function isBridgeProtocol(value: unknown): value is BridgeProtocol {
  return typeof value === 'string' && (BRIDGE_PROTOCOLS as readonly string[]).includes(value);
}

/** One call from the page, whatever the protocol carried it. */
export type ForeignCall = {
  protocol: ForeignProtocol;
  method: string;
  params: unknown;
  /** The page's callback id (`dscb3`, `cb_1_…`), null when the page expects no answer. */
  callbackId: string | null;
};

/** The payment sheet a handler opens: the one the app's payment SDK would show. */
type SheetKind = 'wechat' | 'alipay';

/**
 * How the simulated native side answers one method:
 * - `answer`: the value (after `delayMs`; `progress` values first, where the protocol has progress);
 * - `error`: a refusal with this message, in the protocol's own words;
 * - `sheet`: the payment sheet opens and QA (or the test) answers it: `pay`, `cancel` or `fail`
 *   is then the answer;
 * - `unanswered`: the call is logged and never answered (what a missing native handler does).
 */
export type HandlerEntry =
  | { answer: unknown; delayMs?: number; progress?: unknown[] }
  | { error: string; delayMs?: number }
  | { sheet: SheetKind; pay: unknown; cancel: unknown; fail?: unknown }
  | { unanswered: true };

/** Method name -> how it is answered. Methods not in the table are unknown to the native side. */
export type HandlerTable = Readonly<Record<string, HandlerEntry>>;

/** What the native side came to for one call. */
export type ForeignOutcome =
  | { kind: 'answer'; value: unknown; progress: readonly unknown[] }
  | { kind: 'error'; message: string }
  | { kind: 'unanswered' }
  | { kind: 'unknown' };
