/**
 * Phone preload, Android shape (addJavascriptInterface): `window.taxBridge.postMessage(json)`.
 * Java interfaces take strings only, so whatever the page passes is coerced to a string exactly as
 * the WebView would (an object becomes "[object Object]" and fails to parse on the native side).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_POST_CHANNEL } from './bridge-channel';

const postMessage = (message: unknown): void => {
  ipcRenderer.invoke(BRIDGE_POST_CHANNEL, String(message)).catch((error: unknown) => {
    console.warn('[taxBridge]', error instanceof Error ? error.message : String(error));
  });
};

contextBridge.exposeInMainWorld('taxBridge', { postMessage });
