import type { DeviceProfile, SafeAreaInsets, Size } from './types';
import { androidChromeUa, androidWebViewUa, iosSafariUa, iosWebViewUa } from './user-agents';
import { withWeChatBrowsers } from './wechat';

/** The native app's default appversion (docs/product.md「原生桥接」). */
export const DEFAULT_APP_VERSION = '4.0.0';

/** Height of the browser's own bars (address bar, toolbar) that the page does not get, per family. */
const ANDROID_BROWSER_BARS = 56 + 48;

type IosInput = {
  id: string;
  name: string;
  kind: 'iPhone' | 'iPad';
  osVersion: string;
  model: string;
  screen: Size;
  browserViewport: Size;
  deviceScaleFactor: number;
  safeArea: SafeAreaInsets;
};

const ios = (d: IosInput): DeviceProfile => ({
  id: d.id,
  name: d.name,
  brand: 'Apple',
  platform: 'ios',
  osName: 'iOS',
  osVersion: d.osVersion,
  model: d.model,
  screen: d.screen,
  browserViewport: d.browserViewport,
  deviceScaleFactor: d.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  safeArea: d.safeArea,
  browserUserAgent: iosSafariUa(d.kind, d.osVersion),
  webViewUserAgent: iosWebViewUa(d.kind, d.osVersion),
  appversion: DEFAULT_APP_VERSION,
});

type AndroidInput = {
  id: string;
  name: string;
  brand: string;
  /** `HarmonyOS` for Huawei's own browser on HarmonyOS (its UA says so); `Android` otherwise. */
  osName?: string;
  androidVersion: string;
  model: string;
  build: string;
  /** Chromium version of the system WebView. */
  webViewChrome: string;
  browserUserAgent: string;
  screen: Size;
  deviceScaleFactor: number;
  /** Status bar with the camera cut-out. */
  statusBar: number;
};

const android = (d: AndroidInput): DeviceProfile => ({
  id: d.id,
  name: d.name,
  brand: d.brand,
  platform: 'android',
  osName: d.osName ?? 'Android',
  osVersion: d.androidVersion,
  model: d.model,
  screen: d.screen,
  browserViewport: {
    width: d.screen.width,
    height: d.screen.height - d.statusBar - ANDROID_BROWSER_BARS,
  },
  deviceScaleFactor: d.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  safeArea: { top: d.statusBar, right: 0, bottom: 0, left: 0 },
  browserUserAgent: d.browserUserAgent,
  webViewUserAgent: androidWebViewUa(d.androidVersion, d.model, d.build, d.webViewChrome),
  appversion: DEFAULT_APP_VERSION,
});

const noInsets: SafeAreaInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/** Every device the simulator offers, phones first (iOS, then Android by brand), desktops last. */
const ownDevices: readonly DeviceProfile[] = [
  ios({
    id: 'iphone-se',
    name: 'iPhone SE（第三代）',
    kind: 'iPhone',
    osVersion: '16.7.8',
    model: 'iPhone14,6',
    screen: { width: 375, height: 667 },
    browserViewport: { width: 375, height: 553 },
    deviceScaleFactor: 2,
    safeArea: { top: 20, right: 0, bottom: 0, left: 0 },
  }),
  ios({
    id: 'iphone-13-mini',
    name: 'iPhone 13 mini',
    kind: 'iPhone',
    osVersion: '17.5.1',
    model: 'iPhone14,4',
    screen: { width: 375, height: 812 },
    browserViewport: { width: 375, height: 629 },
    deviceScaleFactor: 3,
    safeArea: { top: 50, right: 0, bottom: 34, left: 0 },
  }),
  ios({
    id: 'iphone-14',
    name: 'iPhone 14',
    kind: 'iPhone',
    osVersion: '17.6',
    model: 'iPhone14,7',
    screen: { width: 390, height: 844 },
    browserViewport: { width: 390, height: 664 },
    deviceScaleFactor: 3,
    safeArea: { top: 47, right: 0, bottom: 34, left: 0 },
  }),
  ios({
    id: 'iphone-15',
    name: 'iPhone 15',
    kind: 'iPhone',
    osVersion: '17.5',
    model: 'iPhone15,4',
    screen: { width: 393, height: 852 },
    browserViewport: { width: 393, height: 659 },
    deviceScaleFactor: 3,
    safeArea: { top: 59, right: 0, bottom: 34, left: 0 },
  }),
  ios({
    id: 'iphone-15-pro-max',
    name: 'iPhone 15 Pro Max',
    kind: 'iPhone',
    osVersion: '18.1',
    model: 'iPhone16,2',
    screen: { width: 430, height: 932 },
    browserViewport: { width: 430, height: 739 },
    deviceScaleFactor: 3,
    safeArea: { top: 59, right: 0, bottom: 34, left: 0 },
  }),
  ios({
    id: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    kind: 'iPhone',
    osVersion: '18.2',
    model: 'iPhone17,1',
    screen: { width: 402, height: 874 },
    browserViewport: { width: 402, height: 681 },
    deviceScaleFactor: 3,
    safeArea: { top: 62, right: 0, bottom: 34, left: 0 },
  }),
  // iPadOS Safari asks for desktop sites by default and then sends a Mac UA; the app targets the
  // phone layout, so the profile uses the mobile-content-mode UA (Safari with "request desktop
  // website" off, and a WKWebView with preferredContentMode = .mobile, as the native app sets it).
  ios({
    id: 'ipad-mini',
    name: 'iPad mini（第六代）',
    kind: 'iPad',
    osVersion: '17.5',
    model: 'iPad14,1',
    screen: { width: 744, height: 1133 },
    browserViewport: { width: 744, height: 1058 },
    deviceScaleFactor: 2,
    safeArea: { top: 24, right: 0, bottom: 20, left: 0 },
  }),
  android({
    id: 'huawei-mate-60-pro',
    name: '华为 Mate 60 Pro',
    brand: 'HUAWEI',
    osName: 'HarmonyOS',
    androidVersion: '12',
    model: 'ALN-AL00',
    build: 'HUAWEIALN-AL00',
    webViewChrome: '114.0.5735.196',
    browserUserAgent:
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.6.300 Mobile Safari/537.36',
    screen: { width: 360, height: 777 },
    deviceScaleFactor: 3.5,
    statusBar: 36,
  }),
  android({
    id: 'huawei-p40-pro',
    name: '华为 P40 Pro',
    brand: 'HUAWEI',
    androidVersion: '10',
    model: 'ELS-AN00',
    build: 'HUAWEIELS-AN00',
    webViewChrome: '99.0.4844.88',
    browserUserAgent:
      'Mozilla/5.0 (Linux; Android 10; ELS-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.6.300 Mobile Safari/537.36',
    screen: { width: 360, height: 792 },
    deviceScaleFactor: 3.333,
    statusBar: 32,
  }),
  android({
    id: 'xiaomi-14',
    name: '小米 14',
    brand: 'Xiaomi',
    androidVersion: '14',
    model: '23127PN0CC',
    build: 'UKQ1.230804.001',
    webViewChrome: '120.0.6099.230',
    browserUserAgent:
      'Mozilla/5.0 (Linux; U; Android 14; zh-cn; 23127PN0CC Build/UKQ1.230804.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/18.2.150419',
    screen: { width: 393, height: 873 },
    deviceScaleFactor: 3,
    statusBar: 34,
  }),
  android({
    id: 'redmi-note-13',
    name: 'Redmi Note 13',
    brand: 'Xiaomi',
    androidVersion: '13',
    model: '23124RA7EC',
    build: 'TKQ1.221114.001',
    webViewChrome: '118.0.5993.111',
    browserUserAgent:
      'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 23124RA7EC Build/TKQ1.221114.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/18.1.30115',
    screen: { width: 393, height: 873 },
    deviceScaleFactor: 2.75,
    statusBar: 32,
  }),
  android({
    id: 'oppo-find-x7',
    name: 'OPPO Find X7',
    brand: 'OPPO',
    androidVersion: '14',
    model: 'PHZ110',
    build: 'UKQ1.230924.001',
    webViewChrome: '115.0.5790.168',
    browserUserAgent:
      'Mozilla/5.0 (Linux; U; Android 14; zh-cn; PHZ110 Build/UKQ1.230924.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.168 Mobile Safari/537.36 HeyTapBrowser/40.8.39.1',
    screen: { width: 360, height: 792 },
    deviceScaleFactor: 3.5,
    statusBar: 34,
  }),
  android({
    id: 'vivo-x100',
    name: 'vivo X100',
    brand: 'vivo',
    androidVersion: '14',
    model: 'V2309A',
    build: 'UP1A.231005.007',
    webViewChrome: '120.0.6099.230',
    browserUserAgent: androidChromeUa('14', 'V2309A', '87.0.4280.141', 'VivoBrowser/20.5.10.1'),
    screen: { width: 360, height: 800 },
    deviceScaleFactor: 3.5,
    statusBar: 34,
  }),
  android({
    id: 'honor-magic6',
    name: '荣耀 Magic6',
    brand: 'HONOR',
    androidVersion: '14',
    model: 'BVL-AN00',
    build: 'HONORBVL-AN00',
    webViewChrome: '120.0.6099.230',
    browserUserAgent: androidChromeUa('14', 'BVL-AN00', '120.0.6099.230'),
    screen: { width: 366, height: 800 },
    deviceScaleFactor: 3.5,
    statusBar: 34,
  }),
  android({
    id: 'samsung-galaxy-s24',
    name: '三星 Galaxy S24',
    brand: 'Samsung',
    androidVersion: '14',
    model: 'SM-S9210',
    build: 'UP1A.231005.007',
    webViewChrome: '121.0.6167.178',
    browserUserAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S9210) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    screen: { width: 360, height: 780 },
    deviceScaleFactor: 3,
    statusBar: 32,
  }),
  android({
    id: 'pixel-8',
    name: 'Google Pixel 8',
    brand: 'Google',
    androidVersion: '14',
    model: 'Pixel 8',
    build: 'AP2A.240805.005',
    webViewChrome: '127.0.6533.103',
    browserUserAgent: androidChromeUa('14', 'Pixel 8', '127.0.6533.103'),
    screen: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    statusBar: 40,
  }),
  {
    id: 'desktop-chrome-windows',
    name: 'Windows 桌面版 Chrome',
    brand: 'PC',
    platform: 'desktop',
    osName: 'Windows',
    osVersion: '10',
    model: 'Windows PC',
    screen: { width: 1920, height: 1080 },
    browserViewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    safeArea: noInsets,
    browserUserAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    webViewUserAgent: null,
    appversion: DEFAULT_APP_VERSION,
  },
  {
    id: 'desktop-safari-macos',
    name: 'macOS 桌面版 Safari',
    brand: 'Apple',
    platform: 'desktop',
    osName: 'Mac OS',
    osVersion: '10.15.7',
    model: 'MacBook Pro',
    screen: { width: 1512, height: 982 },
    browserViewport: { width: 1440, height: 820 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: false,
    safeArea: noInsets,
    browserUserAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    webViewUserAgent: null,
    appversion: DEFAULT_APP_VERSION,
  },
];

/** Every device, with WeChat's browser on the iOS and Android phones the e2e projects use. */
export const devices: readonly DeviceProfile[] = withWeChatBrowsers(ownDevices, [
  'iphone-15',
  'xiaomi-14',
]);
