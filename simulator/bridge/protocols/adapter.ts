/**
 * The shape every protocol adapter has: the page-side script the web view installs, and the native
 * side of its transport, wired by a host to one page through {@link AdapterContext}.
 */
import type { ForeignBridge } from './foreign-bridge';

/** What a host gives an adapter. */
export type AdapterContext = {
  bridge: ForeignBridge;
  /** The Playwright binding (or preload function) the page-side script posts messages to. */
  bindingName: string;
  /** Runs a script in the page shown now: the native side's evaluateJavaScript / loadUrl("javascript:…"). */
  evaluate: (script: string) => Promise<unknown>;
  /** Closes the web view (DSBridge's closePage, Alipay's popWindow). */
  closePage: () => void;
};

/** One protocol's native side, for one phone. */
export type ProtocolAdapter = {
  /** Installed before any script of the page (addInitScript). */
  readonly pageScript: string;
  /** A message the page-side script posted to the binding; resolves with the binding's return. */
  receive(message: unknown): Promise<unknown>;
  /** A `prompt()` of the page, when the protocol rides on it (DSBridge); null: not the bridge's. */
  prompt(text: string, defaultValue: string): Promise<string | null>;
  /** Calls a handler the page registered; resolves with its answer. */
  callWeb(method: string, args?: unknown[]): Promise<unknown>;
  /** Sends an event to the page (WeChat's `menu:share:appmessage`, Alipay's `resume`…). */
  emit(event: string, data?: unknown): Promise<void>;
  /** A new page: what the old one registered is gone. */
  reset(): void;
};

/** The message every page-side script posts: `{ kind, … }`. */
export function messageOf(raw: unknown): Record<string, unknown> & { kind: string } {
  const m = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { ...m, kind: typeof m.kind === 'string' ? m.kind : '' };
}

/** Native -> web calls waiting for the page's answer, by callback id. */
export class PendingCalls {
  private readonly waiting = new Map<string, (value: unknown) => void>();
  private next = 1;

  /** A fresh id (`prefix` + counter + `suffix`) and the promise of its answer. */
  open(prefix: string, suffix = ''): { id: string; answer: Promise<unknown> } {
    const id = `${prefix}${this.next++}${suffix}`;
    const answer = new Promise<unknown>((resolve) => this.waiting.set(id, resolve));
    return { id, answer };
  }

  /** False when no call waits under `id` (a second answer: the libraries drop it too). */
  settle(id: string, value: unknown): boolean {
    const resolve = this.waiting.get(id);
    if (!resolve) return false;
    this.waiting.delete(id);
    resolve(value);
    return true;
  }
}

/** A JavaScript string literal of `value`'s JSON (for `fn('…')`-style native calls). */
export const jsString = (value: unknown): string => JSON.stringify(JSON.stringify(value));
