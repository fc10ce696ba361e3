/**
 * The page side of WeChat's browser: the `WeixinJSBridge` object WeChat injects into every page,
 * installed before the app's scripts (`addInitScript`), and the `WeixinJSBridgeReady` event WeChat
 * fires once it is there. A plain JavaScript string, as native-transport.ts explains.
 */

/**
 * `WeixinJSBridge.invoke(name, params, callback)` hands `{ name, params }` to the host's binding
 * (`bindingName`) and calls back with its `{ err_msg }`; `on` and `call` exist and do nothing, as
 * for the events and calls we do not simulate. The object cannot be replaced by page scripts.
 */
export function weixinJsBridgeScript(bindingName: string): string {
  const binding = JSON.stringify(bindingName);
  return `(function () {
  var invoke = function (name, params, callback) {
    var binding = window[${binding}];
    var done = function (res) { if (typeof callback === 'function') callback(res); };
    if (typeof binding !== 'function') { done({ err_msg: String(name) + ':fail' }); return; }
    binding({ name: String(name), params: params || {} }).then(done, function () { done({ err_msg: String(name) + ':fail' }); });
  };
  var bridge = Object.freeze({ invoke: invoke, on: function () {}, call: function () {} });
  Object.defineProperty(window, 'WeixinJSBridge', { value: bridge, enumerable: false, configurable: false, writable: false });
  var ready = function () { document.dispatchEvent(new Event('WeixinJSBridgeReady')); };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready); else setTimeout(ready, 0);
})();`;
}
