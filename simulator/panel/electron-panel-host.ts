import type { PanelHost, TaxSimApi } from '../host-contract';

/** The Electron host, through the panel preload's `window.taxSim`. */
export function createElectronPanelHost(api: TaxSimApi): PanelHost {
  // Spread into a plain object: contextBridge's API object is frozen and its functions are proxies.
  const { onEvent, ...calls } = api;
  return { ...calls, subscribe: (listener) => onEvent(listener) };
}

/** `window.taxSim` when the page runs in Electron with the panel preload. */
export function electronApi(): TaxSimApi | undefined {
  return (globalThis as { taxSim?: TaxSimApi }).taxSim;
}
