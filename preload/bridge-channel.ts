/**
 * The one channel a phone's preload uses: the raw bridge message, as the page posted it, goes to
 * main, which parses it, runs the simulated native side and answers by evaluating
 * `window.__taxBridgeReceive(json)` in the page, as a real web view's native code would.
 * Types and constants only, so sandboxed preloads can bundle it.
 */
export const BRIDGE_POST_CHANNEL = 'bridge:post';

/** WeChat profiles: `WeixinJSBridge.invoke(name, params)` goes to main as `{ name, params }`; the answer is `{ err_msg }`. */
export const WEIXIN_INVOKE_CHANNEL = 'wechat:invoke';
