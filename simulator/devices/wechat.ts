/**
 * WeChat's in-app browser profiles: a phone whose page is opened inside WeChat (a link in a chat or
 * an official account). The UA is the system web view's plus WeChat's `MicroMessenger/…` tokens, the
 * page sits below WeChat's own title bar, and hosts inject `WeixinJSBridge` (JSAPI payment). Our
 * native app never runs inside WeChat: these profiles have no app mode.
 */
import type { DeviceProfile } from './types';

/** WeChat's title bar (back, title, ⋯) above the page. */
const WECHAT_TITLE_BAR = { ios: 44, android: 48 } as const;

/** WeChat 8.0.50's tokens as each platform's WeChat appends them (client version in hex, network, language). */
const WECHAT_UA_SUFFIX = {
  ios: 'MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN',
  android:
    'XWEB/1160065 MMWEBSDK/20240404 MMWEBID/6127 MicroMessenger/8.0.50.2701(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
} as const;

/** `base` as seen through WeChat's browser: id `<base>-wechat`, name `<base> · 微信`. */
function inWeChat(base: DeviceProfile): DeviceProfile {
  if (base.platform === 'desktop' || base.webViewUserAgent === null)
    throw new Error(`「${base.name}」上没有微信`);
  const bar = WECHAT_TITLE_BAR[base.platform];
  return {
    ...base,
    id: `${base.id}-wechat`,
    name: `${base.name} · 微信`,
    browserViewport: {
      width: base.screen.width,
      height: base.screen.height - base.safeArea.top - bar - base.safeArea.bottom,
    },
    browserUserAgent: `${base.webViewUserAgent} ${WECHAT_UA_SUFFIX[base.platform]}`,
    webViewUserAgent: null,
    inAppBrowser: 'wechat',
  };
}

/** `MicroMessenger` in the UA: the page runs in WeChat's browser (the app's own test, lib/device). */
export const WECHAT_UA_PATTERN = /MicroMessenger\//i;

/** The profiles with WeChat browser twins inserted before the desktops. */
export function withWeChatBrowsers(
  profiles: readonly DeviceProfile[],
  baseIds: readonly string[],
): DeviceProfile[] {
  const twins = baseIds.map((id) => {
    const base = profiles.find((p) => p.id === id);
    if (!base) throw new Error(`未知设备「${id}」`);
    return inWeChat(base);
  });
  const firstDesktop = profiles.findIndex((p) => p.platform === 'desktop');
  const at = firstDesktop < 0 ? profiles.length : firstDesktop;
  return [...profiles.slice(0, at), ...twins, ...profiles.slice(at)];
}
