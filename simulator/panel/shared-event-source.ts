/**
 * One server-sent-event stream shared by every subscriber of a panel page. The panel's sections
 * (state, SMS, payments, logs, screens) each subscribe; one EventSource apiece would hold one of
 * the browser's six HTTP/1.1 connections per origin each, and with six open the panel's own
 * calls (a tap on a framed phone, an answer on a sheet) would queue forever behind them.
 */

/** What this needs of `EventSource` (injectable for tests). */
export type EventSourceLike = {
  onmessage: ((message: MessageEvent<string>) => void) | null;
  close(): void;
};

/**
 * A subscribe function over `url`: the stream opens with the first subscriber and closes with the
 * last; each `data:` line is parsed as JSON and given to every subscriber (a malformed one is dropped).
 */
export function sharedEventSource<T>(
  url: string,
  open: (url: string) => EventSourceLike = (u) => new EventSource(u),
): (listener: (event: T) => void) => () => void {
  const listeners = new Set<(event: T) => void>();
  let source: EventSourceLike | null = null;
  return (listener) => {
    // Wrapped so that one component subscribing twice gets two deliveries, as with two streams.
    const entry = (event: T): void => listener(event);
    listeners.add(entry);
    if (!source) {
      source = open(url);
      source.onmessage = (message) => {
        let event: T;
        try {
          event = JSON.parse(message.data) as T;
        } catch {
          return;
        }
        for (const each of [...listeners]) each(event);
      };
    }
    return () => {
      if (!listeners.delete(entry)) return;
      if (listeners.size === 0 && source) {
        source.close();
        source = null;
      }
    };
  };
}
