/**
 * DSBridge (npm `dsbridge`, wendux's DWebView / DWKWebView): the page's own `dsbridge` library
 * calls `window._dsbridge.call(method, argJSON)` on Android (a Java interface: synchronous) and
 * `prompt("_dsbridge=" + method, argJSON)` on iOS (WKWebView's prompt panel, where `window._dswk`
 * is set). Both return `{ code, data }` synchronously. argJSON is `{ data, _dscbstub? }`: with a
 * stub the native method is asynchronous and answers by `window[stub](data)`, kept while
 * `complete` is false (progress). Native -> web: `window._handleMessageFromNative({ method,
 * callbackId, data: JSON.stringify(args) })`, held until the page registers (`_dsb.dsinit`);
 * the page answers with `_dsb.returnValue`.
 *
 * The simulator's Android `_dsbridge.call` reaches the host synchronously through a prompt of its
 * own (the only synchronous page -> host channel a browser has); the page cannot tell.
 */
import { PendingCalls, type AdapterContext, type ProtocolAdapter } from './adapter';
import type { ForeignOutcome } from './types';

/** The iOS prompt prefix (DWKWebView's) and the simulator's Android one. */
const IOS_PREFIX = '_dsbridge=';
const ANDROID_PREFIX = '__taxSimDsbridge=';

/** `_dswk` on iOS (DWKWebView's document-start user script); the `_dsbridge` interface on Android. */
function dsbridgePageScript(platform: 'ios' | 'android'): string {
  if (platform === 'ios') return `window._dswk = true;`;
  return `(function () {
  var nativePrompt = window.prompt.bind(window);
  var iface = Object.freeze({ call: function (method, arg) { return nativePrompt(${JSON.stringify(ANDROID_PREFIX)} + String(method), String(arg)); } });
  Object.defineProperty(window, '_dsbridge', { value: iface, enumerable: false, configurable: false, writable: false });
})();`;
}

const ok = (data?: unknown): string =>
  JSON.stringify(data === undefined ? { code: 0 } : { code: 0, data });
const STUB = /^dscb\d+$/;

export function createDsbridgeAdapter(
  ctx: AdapterContext,
  platform: 'ios' | 'android',
): ProtocolAdapter {
  const { bridge } = ctx;
  const pending = new PendingCalls();
  let ready = false;
  let held: string[] = [];

  const deliverToWeb = (script: string): void => {
    if (ready) void ctx.evaluate(script).catch(() => undefined);
    else held.push(script);
  };
  // `%s(%s.data)`: the callback gets the data; deleted once complete (DWebView's own script).
  const callback = (stub: string, data: unknown, complete: boolean): Promise<unknown> =>
    ctx
      .evaluate(
        `(function(){var f=window[${JSON.stringify(stub)}];if(typeof f==='function')f(${JSON.stringify({ code: 0, data })}.data);${complete ? `delete window[${JSON.stringify(stub)}];` : ''}})()`,
      )
      .catch(() => undefined);

  const builtIn = (method: string, data: unknown): string | null => {
    const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    switch (method) {
      case '_dsb.dsinit': {
        ready = true;
        const scripts = held;
        held = [];
        for (const s of scripts) void ctx.evaluate(s).catch(() => undefined);
        return ok();
      }
      case '_dsb.returnValue':
        if (d.complete !== false) pending.settle(String(d.id), d.data);
        return ok();
      case '_dsb.hasNativeMethod':
        return ok(typeof d.name === 'string' && bridge.has(d.name));
      case '_dsb.closePage':
        ctx.closePage();
        return ok();
      case '_dsb.disableJavascriptDialogBlock':
        return ok();
      default:
        return null;
    }
  };

  const answerAsync = async (outcome: ForeignOutcome, stub: string): Promise<void> => {
    if (outcome.kind === 'answer') {
      for (const p of outcome.progress) await callback(stub, p, false);
      await callback(stub, outcome.value, true);
    } else if (outcome.kind === 'error') await callback(stub, outcome.message, true);
  };

  const call = async (method: string, argJson: string): Promise<string> => {
    let arg: { data?: unknown; _dscbstub?: unknown } = {};
    try {
      arg = JSON.parse(argJson) as typeof arg;
    } catch {
      /* the page's library always sends JSON; anything else carries no data */
    }
    const own = builtIn(method, arg.data);
    const stub =
      typeof arg._dscbstub === 'string' && STUB.test(arg._dscbstub) ? arg._dscbstub : null;
    const foreignCall = {
      protocol: 'dsbridge' as const,
      method,
      params: arg.data ?? null,
      callbackId: stub,
    };
    if (own !== null) {
      bridge.logAnswered(foreignCall, JSON.parse(own));
      return own;
    }
    if (stub) {
      // Asynchronous: the call returns at once, the answer comes through the stub.
      void bridge
        .answer(foreignCall, { silentWhen: (o) => o.kind === 'unanswered' || o.kind === 'unknown' })
        .then((o) => answerAsync(o, stub));
      return ok();
    }
    const outcome = await bridge.answer(foreignCall);
    if (outcome.kind === 'answer') return ok(outcome.value);
    // No error channel in DSBridge: a failing or missing method returns code -1.
    if (outcome.kind === 'error') return JSON.stringify({ code: -1, data: outcome.message });
    return outcome.kind === 'unknown' ? JSON.stringify({ code: -1 }) : ok();
  };

  return {
    pageScript: dsbridgePageScript(platform),
    receive: async () => undefined,
    async prompt(text, defaultValue) {
      const prefix = platform === 'ios' ? IOS_PREFIX : ANDROID_PREFIX;
      if (!text.startsWith(prefix)) return null;
      return call(text.slice(prefix.length), defaultValue);
    },
    callWeb(method, args = []) {
      const { id, answer } = pending.open('');
      const info = { method, callbackId: Number(id), data: JSON.stringify(args) };
      bridge.logToWeb(method, { args });
      deliverToWeb(`window._handleMessageFromNative(${JSON.stringify(info)})`);
      return answer;
    },
    // DSBridge has no events: a native -> web call of the page's handler stands for one.
    async emit(event, data) {
      void this.callWeb(event, data === undefined ? [] : [data]);
    },
    reset() {
      ready = false;
      held = [];
    },
  };
}
