/**
 * Phone preload, WeChat's in-app browser (WeChat profiles, browser mode): `window.WeixinJSBridge`
 * with `invoke(name, params, callback)`, answered by main's simulated WeChat (JSAPI payment), and
 * `WeixinJSBridgeReady` once the page's document is there, as WeChat fires it.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { WEIXIN_INVOKE_CHANNEL } from './bridge-channel';

const invoke = (name: unknown, params: unknown, callback: unknown): void => {
  const done = (res: unknown): void => {
    if (typeof callback === 'function') callback(res);
  };
  ipcRenderer
    .invoke(WEIXIN_INVOKE_CHANNEL, { name: String(name), params: params ?? {} })
    .then(done, () => done({ err_msg: `${String(name)}:fail` }));
};

contextBridge.exposeInMainWorld('WeixinJSBridge', {
  invoke,
  on: () => undefined,
  call: () => undefined,
});

const ready = (): void => {
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
else setTimeout(ready, 0);
