/**
 * Panel preload (control panel and each phone's chrome view): exposes `window.taxSim`, one function
 * per PanelHost call, each a fixed `panel:<call>` channel, plus `onEvent`. No raw ipcRenderer
 * reaches the page; main's gate decides which of these a given page may actually use.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { HostEvent, PanelHostCall, TaxSimApi } from '../simulator/host-contract';

// A typed copy of the call list: preloads import no runtime code from the simulator.
const CALLS = {
  getState: true,
  openPhone: true,
  closePhone: true,
  updatePhone: true,
  navigateAll: true,
  navigate: true,
  reload: true,
  back: true,
  closePage: true,
  clearStorage: true,
  openDevTools: true,
  screenshotAll: true,
  nativeLogin: true,
  nativeLogout: true,
  answerLoginSheet: true,
  answerShareSheet: true,
  answerPaymentSheet: true,
  paymentLog: true,
  bridgeLog: true,
  networkLog: true,
  audit: true,
  simRequest: true,
  shell: true,
  record: true,
  mirror: true,
  replay: true,
  baselines: true,
} as const satisfies Record<PanelHostCall, true>;

const EVENT_CHANNEL = 'panel:event';

// Electron prefixes remote errors with "Error invoking remote method 'x': Error: "; QA sees the rest.
const unwrap = (error: unknown): never => {
  const message = error instanceof Error ? error.message : String(error);
  throw new Error(message.replace(/^Error invoking remote method '[^']+': (?:[A-Za-z]+: )?/, ''));
};

const api = Object.fromEntries(
  (Object.keys(CALLS) as PanelHostCall[]).map((call) => [
    call,
    (...args: unknown[]) => ipcRenderer.invoke(`panel:${call}`, ...args).catch(unwrap),
  ]),
) as unknown as Omit<TaxSimApi, 'onEvent'>;

const onEvent = (listener: (event: HostEvent) => void): (() => void) => {
  const wrapped = (_event: IpcRendererEvent, payload: HostEvent) => listener(payload);
  ipcRenderer.on(EVENT_CHANNEL, wrapped);
  return () => {
    ipcRenderer.removeListener(EVENT_CHANNEL, wrapped);
  };
};

contextBridge.exposeInMainWorld('taxSim', { ...api, onEvent } satisfies TaxSimApi);
