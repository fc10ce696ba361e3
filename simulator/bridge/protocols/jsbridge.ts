/**
 * JsBridge (Android, lzyzsd): when the page has loaded, the native side loads the bridge's
 * JavaScript (jsbridge-page.ts), which fires `WebViewJavascriptBridgeReady`. Each call signals
 * `yy://__QUEUE_MESSAGE__/`; the native side runs `WebViewJavascriptBridge._fetchQueue()`, which
 * returns the queue as `yy://return/_fetchQueue/<encoded JSON>`. Answers and native -> web calls go
 * through `_handleMessageFromNative('json')` (`responseId`, or `handlerName` + `callbackId:
 * 'JAVA_CB_N_…'`). Java handlers take and give strings: an answer that is not one is sent as its
 * JSON. `send(data)` without a handler name goes to the DefaultHandler, which answers
 * "DefaultHandler response data"; a handler name the native side lacks is never answered.
 */
import {
  jsString,
  messageOf,
  PendingCalls,
  type AdapterContext,
  type ProtocolAdapter,
} from './adapter';
import { navigationHookScript } from './navigation-hook';
import { JSBRIDGE_JS } from './jsbridge-page';

const FETCHED = 'yy://return/_fetchQueue/';

type JsBridgeMessage = {
  handlerName?: string;
  data?: unknown;
  callbackId?: string;
  responseId?: string;
  responseData?: unknown;
};

const asJavaString = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

export function createJsBridgeAdapter(ctx: AdapterContext): ProtocolAdapter {
  const { bridge } = ctx;
  const pending = new PendingCalls();
  let loaded = false;
  let startup: string[] = [];

  const toWeb = (message: JsBridgeMessage): void => {
    const script = `WebViewJavascriptBridge._handleMessageFromNative(${jsString(message)});`;
    if (loaded) void ctx.evaluate(script).catch(() => undefined);
    else startup.push(script);
  };

  const handle = async (message: JsBridgeMessage): Promise<void> => {
    if (message.responseId) {
      pending.settle(message.responseId, message.responseData);
      return;
    }
    const callbackId = message.callbackId ?? null;
    if (!message.handlerName) {
      const value = 'DefaultHandler response data';
      bridge.logAnswered(
        { protocol: 'jsbridge', method: '(send)', params: message.data ?? null, callbackId },
        value,
      );
      if (callbackId) toWeb({ responseId: callbackId, responseData: value });
      return;
    }
    const outcome = await bridge.answer(
      {
        protocol: 'jsbridge',
        method: message.handlerName,
        params: message.data ?? null,
        callbackId,
      },
      { silentWhen: (o) => o.kind === 'unknown' },
    );
    if (!callbackId) return;
    if (outcome.kind === 'answer')
      toWeb({ responseId: callbackId, responseData: asJavaString(outcome.value) });
    else if (outcome.kind === 'error')
      toWeb({ responseId: callbackId, responseData: JSON.stringify({ error: outcome.message }) });
  };

  return {
    // onPageFinished, as a page-side signal: the host then loads the bridge's script.
    pageScript: `${navigationHookScript(ctx.bindingName, /^yy:\/\//)}
window.addEventListener('load', function () { var b = window[${JSON.stringify(ctx.bindingName)}]; if (typeof b === 'function') b({ kind: 'pageFinished' }).catch(function () {}); });`,
    async receive(raw) {
      const message = messageOf(raw);
      if (message.kind === 'pageFinished') {
        await ctx.evaluate(JSBRIDGE_JS);
        loaded = true;
        const scripts = startup;
        startup = [];
        for (const s of scripts) await ctx.evaluate(s).catch(() => undefined);
        return;
      }
      const url = String(message.url ?? '');
      if (url.startsWith(FETCHED)) {
        let messages: JsBridgeMessage[] = [];
        try {
          messages = JSON.parse(decodeURIComponent(url.slice(FETCHED.length))) as JsBridgeMessage[];
        } catch {
          return;
        }
        await Promise.all(messages.map(handle));
      } else if (url.startsWith('yy://')) {
        await ctx.evaluate('WebViewJavascriptBridge._fetchQueue();');
      }
    },
    prompt: async () => null,
    callWeb(method, args = []) {
      const { id, answer } = pending.open('JAVA_CB_', `_${Date.now()}`);
      const data = asJavaString(args.length <= 1 ? args[0] : args);
      bridge.logToWeb(method, { data });
      toWeb({ handlerName: method, data, callbackId: id });
      return answer;
    },
    async emit(event, data) {
      bridge.logToWeb(event, { data });
      toWeb({ handlerName: event, data: asJavaString(data) });
    },
    reset() {
      loaded = false;
      startup = [];
    },
  };
}
