/** The bridge log: every call from the page and every event to it, for the panel, tests and QA. */
import type {
  BridgeEvent,
  BridgeEventPayload,
  BridgeMethod,
  BridgeParams,
  BridgeResult,
} from '../../renderer/src/contracts/bridge';
import type { BridgeTransport } from './dispatcher';
import type { ForeignProtocol } from './protocols/types';
import { waitForEntry, type WaitOptions } from './wait-for-entry';

/** One call: what the page sent and what the native side answered. */
export type BridgeCallEntry = {
  seq: number;
  kind: 'call';
  transport: BridgeTransport;
  /** The page's call id; null when the message was too broken to carry one. */
  id: string | null;
  method: string;
  params: unknown;
  /** At most one of result and error is set; neither when the call went unanswered. */
  result?: unknown;
  error?: { code: string; message: string };
  /** Another app's bridge carried the call (absent: this app's own). */
  protocol?: ForeignProtocol;
  /** The page never got an answer (a silent native handler: what foreign bridges' users most ask to see). */
  unanswered?: true;
  /** Progress values sent before the result (DSBridge's callbacks with `complete` false). */
  progress?: unknown[];
  /** Epoch ms when the message arrived. */
  at: number;
  durationMs: number;
};

/**
 * One event the native side sent to the page, or (`origin: 'system'`, names `system.*`) something
 * the phone's system did to the app: foreground and background, a notification or a link opening
 * it, the back button, a permission prompt, a gesture, a setting.
 */
export type BridgeEventEntry = {
  seq: number;
  kind: 'event';
  event: string;
  data: unknown;
  at: number;
  origin?: 'system';
  /** Another app's bridge carried it (a native -> web call or event); absent: this app's own. */
  protocol?: ForeignProtocol;
};

export type BridgeLogEntry = BridgeCallEntry | BridgeEventEntry;

/** A call of one of the contract's methods, typed by it. */
export type BridgeCallOf<M extends BridgeMethod> = Omit<
  BridgeCallEntry,
  'method' | 'params' | 'result'
> & { method: M; params: BridgeParams<M>; result?: BridgeResult<M> };

/** An event of the contract, typed by it. */
export type BridgeEventOf<E extends BridgeEvent> = Omit<BridgeEventEntry, 'event' | 'data'> & {
  event: E;
  data: BridgeEventPayload<E>;
};

type NewEntry = Omit<BridgeCallEntry, 'seq'> | Omit<BridgeEventEntry, 'seq'>;

/** An append-only log with subscribers; {@link BridgeLog.clear} starts over (the panel's "clear"). */
export class BridgeLog {
  private readonly list: BridgeLogEntry[] = [];
  private readonly listeners = new Set<(entry: BridgeLogEntry) => void>();
  private nextSeq = 1;

  /** Every entry, oldest first. */
  entries(): readonly BridgeLogEntry[] {
    return this.list;
  }

  /** Calls of one method, oldest first. */
  calls(method?: string): BridgeCallEntry[] {
    return this.list.filter(
      (e): e is BridgeCallEntry =>
        e.kind === 'call' && (method === undefined || e.method === method),
    );
  }

  /** Events sent to the page, oldest first. */
  events(name?: string): BridgeEventEntry[] {
    return this.list.filter(
      (e): e is BridgeEventEntry => e.kind === 'event' && (name === undefined || e.event === name),
    );
  }

  append(entry: NewEntry): BridgeLogEntry {
    const full = { ...entry, seq: this.nextSeq++ } as BridgeLogEntry;
    this.list.push(full);
    for (const listener of [...this.listeners]) listener(full);
    return full;
  }

  /**
   * The first call of `method` (answered: with its result or error) or event `name` sent to the
   * page, already logged or still to come, that satisfies `predicate`.
   * @throws Error after `timeoutMs` (10 s) without one.
   */
  waitFor<M extends BridgeMethod>(
    method: M,
    predicate?: (entry: BridgeCallOf<M>) => boolean,
    options?: WaitOptions,
  ): Promise<BridgeCallOf<M>>;
  waitFor<E extends BridgeEvent>(
    event: E,
    predicate?: (entry: BridgeEventOf<E>) => boolean,
    options?: WaitOptions,
  ): Promise<BridgeEventOf<E>>;
  waitFor(
    name: `system.${string}`,
    predicate?: (entry: BridgeEventEntry) => boolean,
    options?: WaitOptions,
  ): Promise<BridgeEventEntry>;
  /** Another app's method or event (foreign bridges), untyped. */
  waitFor(
    name: string,
    predicate?: (entry: BridgeLogEntry) => boolean,
    options?: WaitOptions,
  ): Promise<BridgeLogEntry>;
  waitFor(
    name: string,
    predicate: (entry: never) => boolean = () => true,
    options?: WaitOptions,
  ): Promise<BridgeLogEntry> {
    const accepts = predicate as (entry: BridgeLogEntry) => boolean;
    return waitForEntry<BridgeLogEntry>(
      this,
      (entry) =>
        (entry.kind === 'call' ? entry.method === name : entry.event === name) && accepts(entry),
      `桥接日志中的 ${name}`,
      options,
    );
  }

  /** Logs what the phone's system did (`system.<name>`), beside the bridge's calls and events. */
  system(name: string, data: unknown, at = Date.now()): BridgeLogEntry {
    return this.append({ kind: 'event', event: `system.${name}`, data, at, origin: 'system' });
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: (entry: BridgeLogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.list.length = 0;
  }
}
