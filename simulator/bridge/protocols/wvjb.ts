/**
 * WebViewJavascriptBridge (iOS, marcuswestin): the page's `setupWebViewJavascriptBridge` points a
 * hidden iframe at `https://__bridge_loaded__` (older pages: `wvjbscheme://__BRIDGE_LOADED__`); the
 * native side then evaluates the bridge's JavaScript (wvjb-page.ts), which calls the page's
 * `WVJBCallbacks`. Each `callHandler` signals `https://__wvjb_queue_message__`; the native side
 * fetches the queue with `_fetchQueue()` and answers through `_handleMessageFromObjC(json)` with
 * `responseId` = the call's `callbackId`. Native -> web: `{ handlerName, data, callbackId:
 * 'objc_cb_N' }`, answered by a queued `{ responseId, responseData }`. A handler the native side
 * lacks is only logged there (WVJBNoHandlerException): the page's callback never fires.
 */
import {
  jsString,
  messageOf,
  PendingCalls,
  type AdapterContext,
  type ProtocolAdapter,
} from './adapter';
import { navigationHookScript } from './navigation-hook';
import { WVJB_BRIDGE_JS } from './wvjb-page';

const LOADED = /^(https|wvjbscheme):\/\/__bridge_loaded__\/?$/i;
const QUEUE = /^(https|wvjbscheme):\/\/__wvjb_queue_message__\/?$/i;

type WvjbMessage = {
  handlerName?: string;
  data?: unknown;
  callbackId?: string;
  responseId?: string;
  responseData?: unknown;
};

export function createWvjbAdapter(ctx: AdapterContext): ProtocolAdapter {
  const { bridge } = ctx;
  const pending = new PendingCalls();
  let loaded = false;
  let startup: string[] = [];

  const toWeb = (message: WvjbMessage): void => {
    const script = `WebViewJavascriptBridge._handleMessageFromObjC(${jsString(message)});`;
    if (loaded) void ctx.evaluate(script).catch(() => undefined);
    else startup.push(script);
  };

  const handle = async (message: WvjbMessage): Promise<void> => {
    if (message.responseId) {
      pending.settle(message.responseId, message.responseData);
      return;
    }
    const method = String(message.handlerName ?? '');
    const callbackId = message.callbackId ?? null;
    const outcome = await bridge.answer(
      { protocol: 'wvjb', method, params: message.data ?? null, callbackId },
      { silentWhen: (o) => o.kind === 'unknown' },
    );
    if (!callbackId) return;
    // No error channel in WVJB: a refusal is answered as data `{ error }`.
    if (outcome.kind === 'answer') toWeb({ responseId: callbackId, responseData: outcome.value });
    else if (outcome.kind === 'error')
      toWeb({ responseId: callbackId, responseData: { error: outcome.message } });
  };

  return {
    pageScript: navigationHookScript(
      ctx.bindingName,
      /^(https|wvjbscheme):\/\/__(bridge_loaded|wvjb_queue_message)__\/?$/i,
    ),
    async receive(raw) {
      const url = String(messageOf(raw).url ?? '');
      if (LOADED.test(url)) {
        if (loaded) return;
        await ctx.evaluate(WVJB_BRIDGE_JS);
        loaded = true;
        const scripts = startup;
        startup = [];
        for (const s of scripts) await ctx.evaluate(s).catch(() => undefined);
      } else if (QUEUE.test(url)) {
        const json = await ctx.evaluate('WebViewJavascriptBridge._fetchQueue();');
        let messages: WvjbMessage[] = [];
        try {
          messages = JSON.parse(String(json)) as WvjbMessage[];
        } catch {
          return;
        }
        await Promise.all(messages.map(handle));
      }
    },
    prompt: async () => null,
    callWeb(method, args = []) {
      const { id, answer } = pending.open('objc_cb_');
      const data = args.length <= 1 ? args[0] : args;
      bridge.logToWeb(method, { data });
      toWeb({ handlerName: method, data, callbackId: id });
      return answer;
    },
    async emit(event, data) {
      bridge.logToWeb(event, { data });
      toWeb({ handlerName: event, data });
    },
    reset() {
      loaded = false;
      startup = [];
    },
  };
}
