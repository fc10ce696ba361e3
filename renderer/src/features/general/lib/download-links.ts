import { PC_SITE_URL } from '@/lib/config';

/** The platforms the download page tells apart. */
export type DownloadPlatform = 'ios' | 'android' | 'other';

/** Where the native app is downloaded (build-time overridable, like the PC site). */
export const APP_STORE_URL: string =
  import.meta.env.VITE_APP_STORE_URL ||
  'https://apps.apple.com/cn/search?term=%E7%A8%8E%E5%8A%A1%E9%80%9A';
export const ANDROID_APK_URL: string =
  import.meta.env.VITE_ANDROID_APK_URL || `${PC_SITE_URL}/download/shuiwutong-android.apk`;

/** The platform of a user agent: iPhone/iPad (and iPadOS posing as a Mac with touch) vs Android. */
export function platformOf(userAgent: string, maxTouchPoints = 0): DownloadPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** WeChat's and QQ's web views block downloads and app links: the page asks to open a browser. */
export const isBlockingWebView = (userAgent: string): boolean =>
  /MicroMessenger|\bQQ\//i.test(userAgent);

/** The download link of a platform (none on a desktop: it shows both). */
export function downloadUrlOf(platform: DownloadPlatform): string | null {
  if (platform === 'ios') return APP_STORE_URL;
  if (platform === 'android') return ANDROID_APK_URL;
  return null;
}
