/**
 * The page side of the simulated web view: scripts that install the platform's real transport
 * shape before any script of the app runs (`addInitScript`). They are plain JavaScript strings,
 * not functions, because a TypeScript runner's helpers (tsx's `__name`) do not exist in the page.
 */

/** What {@link nativeTransportScript} needs to know. */
export type NativeTransportConfig = {
  platform: 'ios' | 'android';
  /** The transport's name (contract: `taxBridge`). */
  handlerName: string;
  /** The Playwright binding that carries a raw message to the native session. */
  bindingName: string;
};

/**
 * iOS: `window.webkit.messageHandlers.<handler>.postMessage(object)`.
 * Android: `window.<handler>.postMessage(string)` (a Java interface: strings only; anything else is
 * handed over as is so the native side can say what was wrong). Native objects cannot be replaced by
 * page scripts, so ours are frozen and non-writable too.
 */
export function nativeTransportScript(config: NativeTransportConfig): string {
  const handler = JSON.stringify(config.handlerName);
  const binding = JSON.stringify(config.bindingName);
  const install =
    config.platform === 'ios'
      ? `Object.defineProperty(window, 'webkit', { value: Object.freeze({ messageHandlers: Object.freeze({ [${handler}]: handler }) }), enumerable: false, configurable: false, writable: false });`
      : `Object.defineProperty(window, ${handler}, { value: handler, enumerable: false, configurable: false, writable: false });`;
  return `(function () {
  var post = function (raw) {
    var binding = window[${binding}];
    if (typeof binding === 'function') binding(raw).catch(function () {});
  };
  var handler = Object.freeze({ postMessage: function (message) { post(message); } });
  ${install}
})();`;
}

/** Records `navigator.share` calls in browser mode (Linux Chromium has no Web Share; phones do). */
export function webShareScript(bindingName: string): string {
  const binding = JSON.stringify(bindingName);
  return `(function () {
  var share = function (data) {
    var binding = window[${binding}];
    var payload = { title: data && data.title, text: data && data.text, url: data && data.url };
    return typeof binding === 'function' ? binding(payload).then(function () {}) : Promise.resolve();
  };
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: function () { return true; }, configurable: true });
})();`;
}
