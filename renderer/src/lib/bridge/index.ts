import { createBridge, type BridgeClient, type BridgeWindow } from './create-bridge';

let client: BridgeClient | null = null;

/** The app's bridge client, created on first use over the page's window. */
export function getBridge(): BridgeClient {
  client ??= createBridge(window as unknown as BridgeWindow);
  return client;
}

/** `bridge.call(method, params)` / `bridge.on(event, handler)` on the app's one client. */
export const bridge: Pick<BridgeClient, 'call' | 'on'> = {
  call: (method, params) => getBridge().call(method, params),
  on: (event, handler) => getBridge().on(event, handler),
};

export {
  createBridge,
  type BridgeClient,
  type BridgeOptions,
  type BridgeWindow,
} from './create-bridge';
export { BridgeError, isBridgeError, isCancelled } from './bridge-error';
export { inAppVersion, isInApp } from './detect';
