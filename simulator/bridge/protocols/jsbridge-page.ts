/**
 * The JavaScript the Android native side of JsBridge (lzyzsd) loads into the page when it has
 * finished loading (`onPageFinished`): `window.WebViewJavascriptBridge` with `init`, `send`,
 * `registerHandler`, `callHandler`, `_fetchQueue` and `_handleMessageFromNative`, then the
 * `WebViewJavascriptBridgeReady` event. Calls signal `yy://__QUEUE_MESSAGE__/`; `_fetchQueue`
 * answers by pointing the iframe at `yy://return/_fetchQueue/<encoded JSON>`. Messages from native
 * are held until the page calls `bridge.init`. Written for the simulator from the library's
 * protocol (same message shapes and ids).
 */
export const JSBRIDGE_JS = `(function () {
  if (window.WebViewJavascriptBridge) return;
  var queue = [], received = [], handlers = {}, callbacks = {}, uniqueId = 1;
  var iframe = document.createElement('iframe');
  iframe.style.display = 'none';
  document.documentElement.appendChild(iframe);
  var send = function (message, responseCallback) {
    if (responseCallback) {
      var callbackId = 'cb_' + (uniqueId++) + '_' + new Date().getTime();
      callbacks[callbackId] = responseCallback;
      message.callbackId = callbackId;
    }
    queue.push(message);
    iframe.src = 'yy://__QUEUE_MESSAGE__/';
  };
  var dispatch = function (json) {
    setTimeout(function () {
      var message = JSON.parse(json);
      if (message.responseId) {
        var cb = callbacks[message.responseId];
        if (!cb) return;
        cb(message.responseData);
        delete callbacks[message.responseId];
        return;
      }
      var respond;
      if (message.callbackId) {
        var responseId = message.callbackId;
        respond = function (data) { send({ responseId: responseId, responseData: data }); };
      }
      var handler = bridge._messageHandler;
      if (message.handlerName) handler = handlers[message.handlerName];
      try { handler(message.data, respond); } catch (e) { if (typeof console !== 'undefined') console.log('WebViewJavascriptBridge: WARNING: javascript handler threw.', message, e); }
    });
  };
  var bridge = window.WebViewJavascriptBridge = {
    init: function (messageHandler) {
      if (bridge._messageHandler) throw new Error('WebViewJavascriptBridge.init called twice');
      bridge._messageHandler = messageHandler;
      var list = received; received = null;
      for (var i = 0; i < list.length; i++) dispatch(list[i]);
    },
    send: function (data, responseCallback) { send({ data: data }, responseCallback); },
    registerHandler: function (name, handler) { handlers[name] = handler; },
    callHandler: function (name, data, responseCallback) { send({ handlerName: name, data: data }, responseCallback); },
    _fetchQueue: function () {
      var s = JSON.stringify(queue); queue = [];
      iframe.src = 'yy://return/_fetchQueue/' + encodeURIComponent(s);
    },
    _handleMessageFromNative: function (json) { if (received) received.push(json); else dispatch(json); }
  };
  var ready = document.createEvent('Events');
  ready.initEvent('WebViewJavascriptBridgeReady');
  ready.bridge = bridge;
  document.dispatchEvent(ready);
})();`;
