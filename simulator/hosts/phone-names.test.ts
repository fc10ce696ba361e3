import { describe, expect, it } from 'vitest';
import { openedPhoneLine, phoneLabel, screenshotFileName } from './phone-names';

describe('phone names', () => {
  it('names each screenshot by phone, device and mode so several phones never collide', () => {
    const a = screenshotFileName({ id: 'phone-1', deviceId: 'iphone-15', mode: 'app' });
    const b = screenshotFileName({ id: 'phone-2', deviceId: 'iphone-15', mode: 'app' });
    expect(a).toBe('phone-1-iphone-15-app.png');
    expect(a).not.toBe(b);
    expect(screenshotFileName({ id: 'phone/../3', deviceId: 'x y', mode: 'browser' })).toBe(
      'phone_.._3-x_y-browser.png',
    );
  });

  it('labels a phone in Chinese', () => {
    expect(phoneLabel({ deviceName: 'Pixel 8', mode: 'browser' })).toBe('Pixel 8 · 浏览器');
    expect(phoneLabel({ deviceName: 'iPhone 15', mode: 'app' })).toBe('iPhone 15 · App 内');
  });

  it('names in the start log where a phone ended up and the native account the panel shows', () => {
    const base = {
      id: 'phone-1',
      deviceName: 'iPhone 15',
      url: 'http://127.0.0.1:4800/app/home',
      account: null,
      defaultNativePhone: '13800000055',
    };
    expect(openedPhoneLine({ ...base, mode: 'app' })).toBe(
      '已打开 phone-1：iPhone 15 · App 内 · http://127.0.0.1:4800/app/home，App 未登录（登录时默认用 13800000055）',
    );
    const account = {
      token: 't',
      user: { id: 3, phone: '13911110002', nickname: '税友0002', userTypeCode: 0 as const },
    };
    expect(openedPhoneLine({ ...base, mode: 'app', account })).toBe(
      '已打开 phone-1：iPhone 15 · App 内 · http://127.0.0.1:4800/app/home，App 已登录 13911110002',
    );
    expect(openedPhoneLine({ ...base, mode: 'browser', defaultNativePhone: null })).toBe(
      '已打开 phone-1：iPhone 15 · 浏览器 · http://127.0.0.1:4800/app/home',
    );
    // Another app's bridge is named, and this app's native account is not its business.
    expect(
      openedPhoneLine({ ...base, mode: 'app', defaultNativePhone: null, bridge: 'dsbridge' }),
    ).toMatch(
      /^已打开 phone-1：iPhone 15 · App 内 · DSBridge.* · http:\/\/127\.0\.0\.1:4800\/app\/home$/,
    );
  });
});
