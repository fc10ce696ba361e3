/**
 * The JavaScript the iOS native side of WebViewJavascriptBridge (marcuswestin) evaluates in the
 * page once it hears `https://__bridge_loaded__`: `window.WebViewJavascriptBridge` with
 * `registerHandler`, `callHandler`, `_fetchQueue` and `_handleMessageFromObjC`, the queue signalled
 * by the hidden iframe's `https://__wvjb_queue_message__`, then the page's `WVJBCallbacks` called.
 * Written for the simulator from the library's protocol (same message shapes and ids).
 */
export const WVJB_BRIDGE_JS = `(function () {
  if (window.WebViewJavascriptBridge) return;
  var queue = [], handlers = {}, callbacks = {}, uniqueId = 1, safety = true;
  var iframe = document.createElement('iframe');
  iframe.style.display = 'none';
  var signal = function () { iframe.src = 'https://__wvjb_queue_message__'; };
  var send = function (message, responseCallback) {
    if (responseCallback) {
      var callbackId = 'cb_' + (uniqueId++) + '_' + new Date().getTime();
      callbacks[callbackId] = responseCallback;
      message.callbackId = callbackId;
    }
    queue.push(message);
    signal();
  };
  var dispatch = function (json) {
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
      respond = function (data) { send({ handlerName: message.handlerName, responseId: responseId, responseData: data }); };
    }
    var handler = handlers[message.handlerName];
    if (!handler) console.log('WebViewJavascriptBridge: WARNING: no handler for message from ObjC:', message);
    else handler(message.data, respond);
  };
  window.WebViewJavascriptBridge = {
    registerHandler: function (name, handler) { handlers[name] = handler; },
    callHandler: function (name, data, responseCallback) {
      if (arguments.length === 2 && typeof data === 'function') { responseCallback = data; data = null; }
      send({ handlerName: name, data: data }, responseCallback);
    },
    disableJavscriptAlertBoxSafetyTimeout: function () { safety = false; },
    _fetchQueue: function () { var s = JSON.stringify(queue); queue = []; return s; },
    _handleMessageFromObjC: function (json) { if (safety) setTimeout(function () { dispatch(json); }); else dispatch(json); }
  };
  document.documentElement.appendChild(iframe);
  setTimeout(function () {
    var list = window.WVJBCallbacks || [];
    delete window.WVJBCallbacks;
    for (var i = 0; i < list.length; i++) list[i](window.WebViewJavascriptBridge);
  }, 0);
})();`;
