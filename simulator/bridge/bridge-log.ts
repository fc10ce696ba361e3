/** The bridge log: every call from the page and every event to it, for the panel, tests and QA. */
import type { BridgeTransport } from './dispatcher';

/** One call: what the page sent and what the native side answered. */
export type BridgeCallEntry = {
  seq: number;
  kind: 'call';
  transport: BridgeTransport;
  /** The page's call id; null when the message was too broken to carry one. */
  id: string | null;
  method: string;
  params: unknown;
  /** Exactly one of result and error is set. */
  result?: unknown;
  error?: { code: string; message: string };
  /** Epoch ms when the message arrived. */
  at: number;
  durationMs: number;
};

/** One event the native side sent to the page. */
export type BridgeEventEntry = {
  seq: number;
  kind: 'event';
  event: string;
  data: unknown;
  at: number;
};

export type BridgeLogEntry = BridgeCallEntry | BridgeEventEntry;

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

  /** Returns the unsubscribe function. */
  subscribe(listener: (entry: BridgeLogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.list.length = 0;
  }
}
