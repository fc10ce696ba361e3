/** Where a profile runs: an iOS or Android phone/tablet, or a desktop browser (desktop-redirect path). */
export type DevicePlatform = 'ios' | 'android' | 'desktop';

/** How the app is reached on a phone: the system browser, or the native app's web view. */
export const PHONE_MODES = ['browser', 'app'] as const;
export type PhoneMode = (typeof PHONE_MODES)[number];

/** CSS pixels. */
export type Size = { width: number; height: number };

/** Safe-area insets in CSS pixels, portrait (notch or Dynamic Island at the top, home indicator at the bottom). */
export type SafeAreaInsets = { top: number; right: number; bottom: number; left: number };

/**
 * One simulated device. Every field is plain data so any host (Electron, Playwright, the panel in a
 * browser) can use it without importing Node or DOM code.
 */
export type DeviceProfile = {
  /** kebab-case, stable: used on the CLI (`--device iphone-15`) and in URLs. */
  id: string;
  /** Shown to QA, e.g. `iPhone 15`. */
  name: string;
  brand: string;
  platform: DevicePlatform;
  /** OS as ua-parser-js 1.x names it from the browser UA (`iOS`, `Android`, `HarmonyOS`, `Windows`, `Mac OS`). */
  osName: string;
  osVersion: string;
  /** The model identifier the native app reports as `deviceModel` (e.g. `iPhone15,4`, `23127PN0CC`). */
  model: string;
  /** Full screen in CSS px (portrait). */
  screen: Size;
  /** Page area in the system browser (screen minus the browser's own bars). */
  browserViewport: Size;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  safeArea: SafeAreaInsets;
  /** The system browser's real UA. */
  browserUserAgent: string;
  /**
   * The app's web view UA without the ` TaxApp/<appversion>` suffix (iOS WKWebView has no `Safari/…`;
   * Android WebView carries `; wv)` and `Version/4.0`). `null` on desktop: the app ships on phones only.
   */
  webViewUserAgent: string | null;
  /** The app version the native app reports by default (4.0.0). */
  appversion: string;
  /** The browser is another app's in-app browser (`wechat`: WeChat, with WeixinJSBridge); absent for the system browser. */
  inAppBrowser?: 'wechat';
};
