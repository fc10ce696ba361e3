import { describe, expect, it } from 'vitest';
import {
  APP_STORE_URL,
  ANDROID_APK_URL,
  downloadUrlOf,
  isBlockingWebView,
  platformOf,
} from './download-links';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WECHAT = `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F37) WeChat/arm64`;

describe('download links', () => {
  it('tells iOS (including iPadOS posing as a Mac) from Android and desktops', () => {
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(IPADOS, 5)).toBe('ios');
    expect(platformOf(IPADOS, 0)).toBe('other');
  });

  it('sends iOS to the App Store and Android to the APK', () => {
    expect(downloadUrlOf('ios')).toBe(APP_STORE_URL);
    expect(downloadUrlOf('android')).toBe(ANDROID_APK_URL);
    expect(downloadUrlOf('other')).toBeNull();
  });

  it('recognises WeChat, where downloads need a real browser', () => {
    expect(isBlockingWebView(WECHAT)).toBe(true);
    expect(isBlockingWebView(ANDROID)).toBe(false);
  });
});
