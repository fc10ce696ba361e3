/**
 * The page side of the phone's system, installed before the app's scripts (a plain string: see
 * native-transport.ts): the document's visibility as the web view reports it (background and
 * foreground), and `navigator.geolocation`, `navigator.permissions` (geolocation) and
 * `navigator.clipboard` answered by the phone (its permission prompts, its own clipboard) through
 * one binding the host exposes (system-driver.ts).
 */

/** Name of the page's hook the host calls to show or hide the document. */
export const SET_VISIBLE_FN = '__taxSimSetVisible';

/** The script; `bindingName` is the binding that carries `{ type, ... }` requests to the host. */
export function shellPageScript(bindingName: string): string {
  const binding = JSON.stringify(bindingName);
  const setVisible = JSON.stringify(SET_VISIBLE_FN);
  return `(function () {
  var ask = function (request) {
    var fn = window[${binding}];
    return typeof fn === 'function' ? fn(request) : Promise.reject(new Error('no phone'));
  };
  var hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: function () { return hidden ? 'hidden' : 'visible'; } });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: function () { return hidden; } });
  Object.defineProperty(window, ${setVisible}, { configurable: false, enumerable: false, value: function (visible) {
    if (hidden === !visible) return;
    hidden = !visible;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event(visible ? 'focus' : 'blur'));
  } });

  var geo = navigator.geolocation;
  if (geo) {
    var denied = function (error) {
      if (typeof error === 'function') error({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    };
    var original = { get: geo.getCurrentPosition.bind(geo), watch: geo.watchPosition.bind(geo), clear: geo.clearWatch.bind(geo) };
    var watches = {};
    var nextWatch = 1;
    geo.getCurrentPosition = function (success, error, options) {
      ask({ type: 'geolocation' }).then(function (answer) {
        if (answer === 'allow') original.get(success, error, options); else denied(error);
      }, function () { denied(error); });
    };
    geo.watchPosition = function (success, error, options) {
      var id = nextWatch++;
      ask({ type: 'geolocation' }).then(function (answer) {
        if (answer !== 'allow') return denied(error);
        if (id in watches) watches[id] = original.watch(success, error, options);
      }, function () { denied(error); });
      watches[id] = null;
      return id;
    };
    geo.clearWatch = function (id) {
      if (watches[id] != null) original.clear(watches[id]);
      delete watches[id];
    };
  }

  var permissions = navigator.permissions;
  if (permissions && permissions.query) {
    var query = permissions.query.bind(permissions);
    permissions.query = function (descriptor) {
      if (!descriptor || descriptor.name !== 'geolocation') return query(descriptor);
      return ask({ type: 'geolocation-state' }).then(function (state) {
        var status = new EventTarget();
        status.name = 'geolocation';
        status.state = state;
        status.onchange = null;
        return status;
      });
    };
  }

  var notAllowed = function () { return new DOMException('Read permission denied.', 'NotAllowedError'); };
  var clipboard = {
    writeText: function (text) { return ask({ type: 'clipboard-write', text: String(text) }).then(function () {}); },
    readText: function () {
      return ask({ type: 'clipboard-read' }).then(function (answer) {
        if (answer && typeof answer.text === 'string') return answer.text;
        throw notAllowed();
      });
    },
  };
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: function () { return clipboard; } });
})();`;
}
