/**
 * Waiting on a log (the bridge log, a phone's network log): the first entry, already logged or
 * still to come, that `matches`. A timeout rejects with a Chinese message naming what was awaited.
 */
export type WaitOptions = { timeoutMs?: number };

const DEFAULT_WAIT_MS = 10_000;

type ObservableLog<T> = {
  entries(): readonly T[];
  subscribe(listener: (entry: T) => void): () => void;
};

export function waitForEntry<T>(
  log: ObservableLog<T>,
  matches: (entry: T) => boolean,
  what: string,
  { timeoutMs = DEFAULT_WAIT_MS }: WaitOptions = {},
): Promise<T> {
  const found = log.entries().find(matches);
  if (found !== undefined) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`等待${what} 超时（${timeoutMs} ms）`));
    }, timeoutMs);
    const stop = log.subscribe((entry) => {
      if (!matches(entry)) return;
      clearTimeout(timer);
      stop();
      resolve(entry);
    });
  });
}
