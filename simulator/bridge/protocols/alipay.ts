/**
 * AlipayJSBridge (Alipay's H5 container): `window.AlipayJSBridge` appears once the page's document
 * is loaded, announced by `AlipayJSBridgeReady` on `document`; `call(name, params, callback)`
 * answers with an object, refusals as `{ error, errorMessage }` (1 接口不存在, 2 接口参数无效,
 * 3 未知错误, 4 无权调用). `tradePay` opens the cashier: `{ resultCode }` 9000 paid, 6001 cancelled,
 * 4000 failed. The container's events reach `document`: `resume` (with `event.data`), `pause`, and
 * `back`, which closes the page unless the page calls `preventDefault()`.
 */
import { messageOf, type AdapterContext, type ProtocolAdapter } from './adapter';
import type { BuiltIn } from './foreign-bridge';
import type { ForeignOutcome } from './types';

/** The container's UA words, which Alipay pages check for (`AlipayClient/`). */
export const ALIPAY_UA_SUFFIX =
  ' Nebula AlipayDefined AliApp(AP/10.5.86) AlipayClient/10.5.86 Language/zh-Hans';

function alipayPageScript(bindingName: string): string {
  const binding = JSON.stringify(bindingName);
  return `(function () {
  var post = function (m) { var b = window[${binding}]; return typeof b === 'function' ? b(m) : Promise.reject(new Error('no host')); };
  var call = function (name, params, callback) {
    if (typeof params === 'function') { callback = params; params = {}; }
    post({ kind: 'call', name: String(name), params: params || {} }).then(function (res) {
      if (res && typeof callback === 'function') callback(res);
    }, function () { if (typeof callback === 'function') callback({ error: 3, errorMessage: '未知错误' }); });
  };
  var install = function () {
    Object.defineProperty(window, 'AlipayJSBridge', { value: Object.freeze({ call: call }), enumerable: false, configurable: false, writable: false });
    document.dispatchEvent(new Event('AlipayJSBridgeReady'));
  };
  Object.defineProperty(window, '__taxSimAlipayEmit', { value: function (name, data) {
    var e = new Event(name, { cancelable: true });
    e.data = data || {};
    document.dispatchEvent(e);
    return e.defaultPrevented;
  }, enumerable: false });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install); else setTimeout(install, 0);
})();`;
}

function alipayBuiltIn(ctx: AdapterContext): BuiltIn {
  const answer = (value: unknown): ForeignOutcome => ({ kind: 'answer', value, progress: [] });
  return async ({ method, params }) => {
    const p = (params ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'tradePay': {
        const order =
          typeof p.orderStr === 'string'
            ? new URLSearchParams(p.orderStr).get('out_trade_no')
            : null;
        const tradeNo = typeof p.tradeNO === 'string' ? p.tradeNO : order;
        if (!tradeNo && typeof p.orderStr !== 'string')
          return answer({ error: 2, errorMessage: '接口参数无效' });
        const done = await ctx.bridge.pay('alipay', tradeNo ?? String(p.orderStr));
        const resultCode =
          done.action === 'pay' ? '9000' : done.action === 'cancel' ? '6001' : '4000';
        return answer({ resultCode });
      }
      case 'popWindow':
        ctx.closePage();
        return answer({});
      case 'setTitle':
      case 'toast':
      case 'hideLoading':
        return answer({});
      default:
        return null;
    }
  };
}

function toAlipay(outcome: ForeignOutcome): unknown {
  if (outcome.kind === 'unanswered') return null;
  if (outcome.kind === 'unknown') return { error: 1, errorMessage: '接口不存在' };
  if (outcome.kind === 'error') return { error: 3, errorMessage: outcome.message };
  return outcome.value ?? {};
}

export function createAlipayAdapter(ctx: AdapterContext): ProtocolAdapter {
  const builtIn = alipayBuiltIn(ctx);
  return {
    pageScript: alipayPageScript(ctx.bindingName),
    async receive(raw) {
      const m = messageOf(raw);
      if (m.kind !== 'call') return null;
      const outcome = await ctx.bridge.answer(
        {
          protocol: 'alipay',
          method: String(m.name ?? ''),
          params: m.params ?? null,
          callbackId: null,
        },
        { builtIn },
      );
      return toAlipay(outcome);
    },
    prompt: async () => null,
    // The container calls no page handlers: its events are the native -> web direction.
    async callWeb(method, args = []) {
      await this.emit(method, args[0]);
      return undefined;
    },
    async emit(event, data) {
      ctx.bridge.logToWeb(event, { data });
      const prevented = await ctx.evaluate(
        `window.__taxSimAlipayEmit(${JSON.stringify(event)}, ${JSON.stringify(data ?? {})})`,
      );
      if (event === 'back' && prevented !== true) ctx.closePage();
    },
    reset() {},
  };
}
