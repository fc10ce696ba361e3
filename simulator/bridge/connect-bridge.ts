/**
 * Wires a native session to one page over one transport: messages in through {@link BridgeConnection.receive},
 * answers and events out through the host's `deliver`, everything into the bridge log.
 * Hosts (Playwright, Electron) provide only the two ends.
 */
import { BridgeLog } from './bridge-log';
import { dispatchBridgeMessage, encodeBridgeEvent, type BridgeTransport } from './dispatcher';
import type { NativeAppSession } from './native-session';

/** Options of {@link connectBridge}. */
export type ConnectBridgeOptions = {
  session: NativeAppSession;
  /** Defaults to the session's platform. */
  transport?: BridgeTransport;
  /** Hands JSON to the page's `window.__taxBridgeReceive` (e.g. with `receiveScript`). */
  deliver: (json: string) => Promise<unknown> | void;
  /** Shared log; a new one by default. */
  log?: BridgeLog;
  now?: () => number;
};

/** A live bridge between a session and a page. */
export type BridgeConnection = {
  readonly log: BridgeLog;
  readonly transport: BridgeTransport;
  /** A raw message from the page's transport; resolves once the answer has been delivered. */
  receive(raw: unknown): Promise<void>;
  /** Stops forwarding the session's events (the page is gone). */
  dispose(): void;
};

export function connectBridge(options: ConnectBridgeOptions): BridgeConnection {
  const { session, deliver } = options;
  const platform = session.device.platform;
  const transport: BridgeTransport =
    options.transport ?? (platform === 'android' ? 'android' : 'ios');
  const log = options.log ?? new BridgeLog();
  const now = options.now ?? Date.now;
  let disposed = false;

  // The page may be navigating or closed: a lost answer is what a real web view does too.
  const send = async (json: string): Promise<void> => {
    if (disposed) return;
    try {
      await deliver(json);
    } catch {
      /* page gone */
    }
  };

  const stopEvents = session.on('bridgeEvent', (event) => {
    if (disposed) return;
    const json = encodeBridgeEvent(event);
    log.append({ kind: 'event', event: event.event, data: event.data, at: now() });
    void send(json);
  });

  return {
    log,
    transport,
    async receive(raw) {
      const { reply, entry } = await dispatchBridgeMessage(session.handlers, raw, transport, {
        now,
        elapsed: () => performance.now(),
      });
      log.append(entry);
      if (reply !== null) await send(reply);
    },
    dispose() {
      disposed = true;
      stopEvents();
    },
  };
}
