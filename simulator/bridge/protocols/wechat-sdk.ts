/**
 * WeChat JS-SDK (npm `weixin-js-sdk`, `jweixin`): the SDK only works where WeChat's UA
 * (`MicroMessenger/`) is, and talks to the `WeixinJSBridge` WeChat injects
 * (`invoke(name, params, cb)`, `on(event, cb)`, then `WeixinJSBridgeReady`). `wx.config` invokes
 * `preVerifyJSAPI` with `verifyAppId`, `verifyTimestamp`, `verifyNonceStr` and `verifySignature`
 * (every later invoke carries them too); `config:ok` makes `wx.ready` run, anything else `wx.error`.
 * Answers are `{ err_msg: '<name>:ok|cancel|fail…' }` with WeChat's internal names (chooseWXPay is
 * `getBrandWCPayRequest`, getLocation `geoLocation`); the SDK turns them into `errMsg`. Some
 * fields differ by platform, as in WeChat: Android sends `localIds` as a JSON string, iOS sends
 * scanQRCode's `resultStr` as `{"scan_code":{"scan_result":…}}`.
 */
import { messageOf, type AdapterContext, type ProtocolAdapter } from './adapter';
import type { BuiltIn } from './foreign-bridge';
import type { ForeignOutcome } from './types';

/** WeChat's internal names -> the SDK's, so a handler table may use either. */
const SDK_NAMES: Record<string, string> = {
  preVerifyJSAPI: 'config',
  getBrandWCPayRequest: 'chooseWXPay',
  geoLocation: 'getLocation',
  imagePreview: 'previewImage',
  'menu:share:appmessage': 'onMenuShareAppMessage',
  'menu:share:timeline': 'onMenuShareTimeline',
};

/** WeixinJSBridge as WeChat injects it; events reach `on` handlers through a hidden dispatcher. */
function weixinSdkPageScript(bindingName: string): string {
  const binding = JSON.stringify(bindingName);
  return `(function () {
  var listeners = {};
  var post = function (m) { var b = window[${binding}]; return typeof b === 'function' ? b(m) : Promise.reject(new Error('no host')); };
  var invoke = function (name, params, callback) {
    var done = function (res) { if (typeof callback === 'function') callback(res); };
    post({ kind: 'invoke', name: String(name), params: params || {} }).then(function (res) { if (res) done(res); }, function () { done({ err_msg: String(name) + ':fail' }); });
  };
  var on = function (name, callback) { listeners[name] = callback; };
  var bridge = Object.freeze({ invoke: invoke, on: on, call: function (name) { post({ kind: 'invoke', name: String(name), params: {} }); } });
  Object.defineProperty(window, 'WeixinJSBridge', { value: bridge, enumerable: false, configurable: false, writable: false });
  Object.defineProperty(window, '__taxSimWeixinEmit', { value: function (name, data) { var f = listeners[name]; if (typeof f === 'function') f(data || {}); return typeof f === 'function'; }, enumerable: false });
  var ready = function () { document.dispatchEvent(new Event('WeixinJSBridgeReady')); };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready); else setTimeout(ready, 0);
})();`;
}

const filled = (v: unknown): boolean =>
  typeof v === 'string' ? v.length > 0 : v !== undefined && v !== null;

/** What WeChat itself answers for the common APIs when the handler table does not say. */
function weixinBuiltIn(ctx: AdapterContext, platform: 'ios' | 'android'): BuiltIn {
  const answer = (value: Record<string, unknown>): ForeignOutcome => ({
    kind: 'answer',
    value,
    progress: [],
  });
  return async ({ method, params }) => {
    const p = (params ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'preVerifyJSAPI': {
        const signed = [
          'verifyAppId',
          'verifyTimestamp',
          'verifyNonceStr',
          'verifySignature',
        ].every((k) => filled(p[k]));
        return answer({ err_msg: signed ? 'config:ok' : 'config:invalid signature' });
      }
      case 'getBrandWCPayRequest': {
        const prepayId = /^prepay_id=(.+)$/.exec(String(p.package ?? ''))?.[1];
        if (!prepayId || !filled(p.paySign))
          return answer({ err_msg: 'get_brand_wcpay_request:fail' });
        const done = await ctx.bridge.pay('wechat-jsapi', prepayId);
        const word = done.action === 'pay' ? 'ok' : done.action;
        return answer({ err_msg: `get_brand_wcpay_request:${word}` });
      }
      case 'chooseImage': {
        const ids = ['wxLocalResource://simulator-image-1'];
        return answer({
          err_msg: 'chooseImage:ok',
          localIds: platform === 'android' ? JSON.stringify(ids) : ids,
        });
      }
      case 'geoLocation':
        return answer({
          err_msg: 'geoLocation:ok',
          latitude: 39.9087,
          longitude: 116.3975,
          speed: 0,
          accuracy: 30,
        });
      case 'scanQRCode': {
        const text = 'https://example.com/simulated-qr';
        const resultStr =
          platform === 'ios' ? JSON.stringify({ scan_code: { scan_result: text } }) : text;
        return answer({ err_msg: 'scanQRCode:ok', resultStr });
      }
      case 'getNetworkType':
        return answer({ err_msg: 'network_type:wifi' });
      case 'updateAppMessageShareData':
      case 'updateTimelineShareData':
      case 'sendAppMessage':
      case 'shareTimeline':
        return answer({ err_msg: `${method}:ok` });
      default:
        return null;
    }
  };
}

/** A handler table's answer in WeChat's shape: objects gain `err_msg: '<name>:ok'`. */
function toWeixin(method: string, outcome: ForeignOutcome): Record<string, unknown> | null {
  if (outcome.kind === 'unanswered') return null;
  if (outcome.kind === 'unknown') return { err_msg: 'system:function_not_exist' };
  if (outcome.kind === 'error') return { err_msg: `${method}:${outcome.message}` };
  const value = outcome.value;
  if (value && typeof value === 'object' && 'err_msg' in value)
    return value as Record<string, unknown>;
  return {
    err_msg: `${method}:ok`,
    ...(value && typeof value === 'object' ? value : { result: value }),
  };
}

export function createWechatSdkAdapter(
  ctx: AdapterContext,
  platform: 'ios' | 'android',
): ProtocolAdapter {
  const builtIn = weixinBuiltIn(ctx, platform);
  return {
    pageScript: weixinSdkPageScript(ctx.bindingName),
    async receive(raw) {
      const m = messageOf(raw);
      if (m.kind !== 'invoke') return null;
      const method = String(m.name ?? '');
      const outcome = await ctx.bridge.answer(
        { protocol: 'wechat-sdk', method, params: m.params ?? null, callbackId: null },
        { alias: SDK_NAMES[method], builtIn },
      );
      return toWeixin(method, outcome);
    },
    prompt: async () => null,
    // WeChat calls no page handlers: its events are the native -> web direction.
    async callWeb(method, args = []) {
      await this.emit(method, args[0]);
      return undefined;
    },
    async emit(event, data) {
      ctx.bridge.logToWeb(event, { data });
      await ctx.evaluate(
        `window.__taxSimWeixinEmit(${JSON.stringify(event)}, ${JSON.stringify(data ?? {})})`,
      );
    },
    reset() {},
  };
}
