/**
 * Phone preload, iOS shape (WKWebView): `window.webkit.messageHandlers.taxBridge.postMessage(msg)`.
 * WKWebView structured-clones the message; contextBridge does the same. Runs sandboxed: only
 * contextBridge and ipcRenderer from electron, nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_POST_CHANNEL } from './bridge-channel';

const postMessage = (message: unknown): void => {
  // postMessage returns nothing in WKWebView; a refused call is main's to log, not the page's.
  ipcRenderer.invoke(BRIDGE_POST_CHANNEL, message).catch((error: unknown) => {
    console.warn('[taxBridge]', error instanceof Error ? error.message : String(error));
  });
};

contextBridge.exposeInMainWorld('webkit', {
  messageHandlers: { taxBridge: { postMessage } },
});
