import { describe, expect, it } from 'vitest';
import { deviceInfoFromUa, isMobileDevice } from './index';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('isMobileDevice (ua-parser-js device type)', () => {
  it('counts phones and tablets as mobile', () => {
    expect(isMobileDevice(UA.iphone)).toBe(true);
    expect(isMobileDevice(UA.pixel)).toBe(true);
    expect(isMobileDevice(UA.ipad)).toBe(true);
  });
  it('counts desktops as non-mobile', () => {
    expect(isMobileDevice(UA.desktop)).toBe(false);
    expect(isMobileDevice(UA.mac)).toBe(false);
  });
});

describe('deviceInfoFromUa', () => {
  it('reads the platform and defaults the app version to 4.0.0 in a browser', () => {
    expect(deviceInfoFromUa(UA.iphone)).toMatchObject({ platform: 'ios', appversion: '4.0.0' });
    expect(deviceInfoFromUa(UA.pixel)).toMatchObject({
      platform: 'android',
      appversion: '4.0.0',
      deviceModel: 'Google Pixel 7',
    });
  });
  it('takes the app version from the in-app UA', () => {
    expect(deviceInfoFromUa(`${UA.pixel} TaxApp/4.5.2`).appversion).toBe('4.5.2');
  });
});
