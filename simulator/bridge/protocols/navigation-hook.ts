/**
 * The web view's navigation policy, as a page-side script: bridges that signal the native side by
 * pointing a hidden iframe at a made-up URL (`https://__bridge_loaded__`, `yy://…`) are heard by
 * the native `decidePolicyForNavigationAction` / `shouldOverrideUrlLoading`, which cancels the load.
 * Here the iframe's `src` setter and `setAttribute('src')` hand such URLs to the host's binding
 * instead of loading them (a plain JavaScript string: see simulator/hosts/native-transport.ts).
 */
export function navigationHookScript(bindingName: string, pattern: RegExp): string {
  return `(function () {
  var pattern = new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)});
  var proto = HTMLIFrameElement.prototype;
  var desc = Object.getOwnPropertyDescriptor(proto, 'src');
  var setAttr = Element.prototype.setAttribute;
  var heard = function (url) {
    if (!pattern.test(String(url))) return false;
    var binding = window[${JSON.stringify(bindingName)}];
    if (typeof binding === 'function') binding({ kind: 'navigate', url: String(url) }).catch(function () {});
    return true;
  };
  Object.defineProperty(proto, 'src', {
    configurable: true, enumerable: desc.enumerable, get: desc.get,
    set: function (url) { if (!heard(url)) desc.set.call(this, url); }
  });
  Element.prototype.setAttribute = function (name, value) {
    if (this instanceof HTMLIFrameElement && String(name).toLowerCase() === 'src' && heard(value)) return;
    return setAttr.call(this, name, value);
  };
})();`;
}
