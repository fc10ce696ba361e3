/**
 * Device profiles of the simulator: plain data plus pure helpers, free of Node, DOM and Electron so
 * the Electron host, the Playwright host and the panel share them.
 */
import { devices } from './profiles';
import type { DeviceProfile, PhoneMode, SafeAreaInsets, Size } from './types';
import { withAppSuffix } from './user-agents';

export { devices, DEFAULT_APP_VERSION } from './profiles';
export { WECHAT_UA_PATTERN } from './wechat';
export { type DeviceProfile, type PhoneMode, type SafeAreaInsets, type Size } from './types';

/** Height of the native title bar (back, title, close) the app draws above its web view. */
export const NATIVE_TITLE_BAR_HEIGHT = { ios: 44, android: 48 } as const;

/** The profile with this id, or `undefined`. */
export function findDevice(id: string): DeviceProfile | undefined {
  return devices.find((d) => d.id === id);
}

/**
 * The profile with this id.
 * @throws Error naming the known ids when there is none (the CLI shows it as is).
 */
export function getDevice(id: string): DeviceProfile {
  const device = findDevice(id);
  if (!device) throw new Error(`未知设备「${id}」，可选：${devices.map((d) => d.id).join(', ')}`);
  return device;
}

/** Whether the profile can host the app's web view (phones and tablets; not desktops). */
export function supportsAppMode(profile: DeviceProfile): boolean {
  return profile.webViewUserAgent !== null;
}

/**
 * The UA the page sees: the system browser's, or the web view's with ` TaxApp/<appversion>`.
 * @throws Error for app mode on a desktop profile.
 */
export function userAgentFor(
  profile: DeviceProfile,
  mode: PhoneMode,
  appversion = profile.appversion,
): string {
  if (mode === 'browser') return profile.browserUserAgent;
  if (profile.webViewUserAgent === null)
    throw new Error(`「${profile.name}」没有 App，只能用浏览器模式`);
  return withAppSuffix(profile.webViewUserAgent, appversion);
}

/**
 * The page area: the browser's viewport, or in the app the screen below the status bar and the
 * native title bar (the web view runs to the bottom edge, the home indicator inset included).
 */
export function viewportFor(profile: DeviceProfile, mode: PhoneMode): Size {
  if (mode === 'browser' || profile.platform === 'desktop') return profile.browserViewport;
  const titleBar = NATIVE_TITLE_BAR_HEIGHT[profile.platform];
  return {
    width: profile.screen.width,
    height: profile.screen.height - profile.safeArea.top - titleBar,
  };
}

/**
 * The `env(safe-area-inset-*)` the page sees. In the app the web view starts below the native title
 * bar (no top inset) and runs to the bottom edge, over the home indicator on notched iPhones. A
 * browser's own bars cover the unsafe areas in portrait, and Android web views stop above the
 * system bars: no insets there.
 */
export function pageSafeArea(profile: DeviceProfile, mode: PhoneMode): SafeAreaInsets {
  if (mode === 'app' && profile.platform === 'ios')
    return {
      top: 0,
      right: profile.safeArea.right,
      bottom: profile.safeArea.bottom,
      left: profile.safeArea.left,
    };
  return { top: 0, right: 0, bottom: 0, left: 0 };
}

/** The subset of Playwright's `BrowserContextOptions` a profile sets (structurally compatible). */
export type PhoneContextOptions = {
  userAgent: string;
  viewport: Size;
  screen: Size;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  locale: string;
  timezoneId: string;
};

/**
 * Playwright context options that emulate the profile in a mode: UA, viewport, screen, DPR, mobile
 * and touch, plus the locale and time zone of QA's users in China.
 * @throws Error for app mode on a desktop profile.
 */
export function toPlaywrightContextOptions(
  profile: DeviceProfile,
  mode: PhoneMode,
  appversion = profile.appversion,
): PhoneContextOptions {
  return {
    userAgent: userAgentFor(profile, mode, appversion),
    viewport: viewportFor(profile, mode),
    screen: profile.screen,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  };
}
