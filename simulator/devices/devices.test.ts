import { describe, expect, it } from 'vitest';
import UAParser from 'ua-parser-js';
import { IN_APP_UA_PATTERN } from '../../renderer/src/contracts/bridge';
import {
  devices,
  DEFAULT_APP_VERSION,
  getDevice,
  NATIVE_TITLE_BAR_HEIGHT,
  pageSafeArea,
  toPlaywrightContextOptions,
  userAgentFor,
  WECHAT_UA_PATTERN,
} from './index';

const parse = (ua: string) => new UAParser(ua).getResult();
const phones = devices.filter((d) => d.platform !== 'desktop' && d.inAppBrowser === undefined);
const wechat = devices.filter((d) => d.inAppBrowser === 'wechat');
const desktops = devices.filter((d) => d.platform === 'desktop');

describe('device profiles', () => {
  it('offers at least 16 devices with unique kebab-case ids', () => {
    expect(devices.length).toBeGreaterThanOrEqual(16);
    const ids = devices.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers the phones QA meets in China and both desktop browsers', () => {
    const ids = devices.map((d) => d.id);
    for (const id of [
      'iphone-se',
      'iphone-13-mini',
      'iphone-14',
      'iphone-15',
      'iphone-15-pro-max',
      'iphone-16-pro',
      'ipad-mini',
    ]) {
      expect(ids).toContain(id);
    }
    const brands = new Set(devices.filter((d) => d.platform === 'android').map((d) => d.brand));
    for (const brand of ['HUAWEI', 'Xiaomi', 'OPPO', 'vivo', 'HONOR', 'Samsung', 'Google'])
      expect(brands).toContain(brand);
    expect(desktops.map((d) => d.osName).sort()).toEqual(['Mac OS', 'Windows']);
  });

  it.each(devices.map((d) => [d.id, d] as const))(
    '%s: browser UA parses to its OS and device type',
    (_id, d) => {
      const r = parse(d.browserUserAgent);
      expect(r.os.name).toBe(d.osName);
      if (d.platform === 'desktop') {
        expect(r.device.type).toBeUndefined();
      } else {
        expect(r.device.type).toBe(d.id.startsWith('ipad') ? 'tablet' : 'mobile');
        expect(IN_APP_UA_PATTERN.test(d.browserUserAgent)).toBe(false);
      }
    },
  );

  it.each(phones.map((d) => [d.id, d] as const))(
    '%s: in-app UA is a web view UA with TaxApp/<appversion>',
    (_id, d) => {
      const ua = userAgentFor(d, 'app');
      const match = IN_APP_UA_PATTERN.exec(ua);
      expect(match?.[1]).toBe(DEFAULT_APP_VERSION);
      const r = parse(ua);
      expect(r.os.name).toBe(d.platform === 'ios' ? 'iOS' : 'Android');
      expect(r.device.type).toBe(d.id.startsWith('ipad') ? 'tablet' : 'mobile');
      if (d.platform === 'ios') {
        expect(ua).not.toMatch(/Safari\//);
        expect(ua).not.toMatch(/Version\//);
      } else {
        expect(ua).toMatch(/; wv\)/);
        expect(ua).toMatch(/ Version\/4\.0 /);
        expect(r.browser.name).toBe('Chrome WebView');
      }
    },
  );

  it('puts a chosen appversion in the in-app UA', () => {
    expect(IN_APP_UA_PATTERN.exec(userAgentFor(getDevice('xiaomi-14'), 'app', '4.2.10'))?.[1]).toBe(
      '4.2.10',
    );
  });

  it('refuses app mode on desktop and unknown ids', () => {
    for (const d of desktops)
      expect(() => toPlaywrightContextOptions(d, 'app')).toThrow(/只能用浏览器模式/);
    expect(() => getDevice('nokia-3310')).toThrow(/未知设备「nokia-3310」/);
  });

  it('gives the app web view the screen below the status bar and native title bar', () => {
    const iphone = getDevice('iphone-15');
    expect(toPlaywrightContextOptions(iphone, 'app').viewport).toEqual({
      width: 393,
      height: 852 - iphone.safeArea.top - NATIVE_TITLE_BAR_HEIGHT.ios,
    });
    const browser = toPlaywrightContextOptions(iphone, 'browser');
    expect(browser).toMatchObject({
      viewport: { width: 393, height: 659 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    expect(
      toPlaywrightContextOptions(getDevice('desktop-chrome-windows'), 'browser'),
    ).toMatchObject({ isMobile: false, hasTouch: false });
  });

  it('gives the page the home-indicator inset only inside the iOS app', () => {
    expect(pageSafeArea(getDevice('iphone-15'), 'app')).toEqual({
      top: 0,
      right: 0,
      bottom: 34,
      left: 0,
    });
    expect(pageSafeArea(getDevice('iphone-se'), 'app').bottom).toBe(0);
    expect(pageSafeArea(getDevice('iphone-15'), 'browser').bottom).toBe(0);
    expect(pageSafeArea(getDevice('xiaomi-14'), 'app').bottom).toBe(0);
  });

  it('has notch insets on notched iPhones only and sane metrics everywhere', () => {
    expect(getDevice('iphone-se').safeArea.bottom).toBe(0);
    expect(getDevice('iphone-16-pro').safeArea).toMatchObject({ top: 62, bottom: 34 });
    for (const d of devices) {
      expect(d.browserViewport.width).toBeLessThanOrEqual(d.screen.width);
      expect(d.browserViewport.height).toBeLessThan(d.screen.height);
      expect(d.deviceScaleFactor).toBeGreaterThanOrEqual(1);
      expect(d.model.length).toBeGreaterThan(0);
    }
  });

  it("offers WeChat's browser on an iPhone and an Android phone: MicroMessenger in the UA, no app mode", () => {
    expect(wechat.map((d) => d.id)).toEqual(['iphone-15-wechat', 'xiaomi-14-wechat']);
    for (const d of wechat) {
      expect(WECHAT_UA_PATTERN.test(d.browserUserAgent)).toBe(true);
      expect(parse(d.browserUserAgent).browser.name).toBe('WeChat');
      expect(() => userAgentFor(d, 'app')).toThrow(/只能用浏览器模式/);
    }
    expect(
      devices
        .filter((d) => !d.inAppBrowser)
        .every((d) => !WECHAT_UA_PATTERN.test(d.browserUserAgent)),
    ).toBe(true);
    expect(getDevice('iphone-15-wechat').browserViewport).toEqual({
      width: 393,
      height: 852 - 59 - 44 - 34,
    });
  });
});
