import { describe, expect, it } from 'vitest';
import { phoneLabel, screenshotFileName } from './screenshot-names';

describe('phone names', () => {
  it('names each screenshot by phone, device and mode so several phones never collide', () => {
    const a = screenshotFileName({ id: 'phone-1', deviceId: 'iphone-15', mode: 'app' });
    const b = screenshotFileName({ id: 'phone-2', deviceId: 'iphone-15', mode: 'app' });
    expect(a).toBe('phone-1-iphone-15-app.png');
    expect(a).not.toBe(b);
    expect(screenshotFileName({ id: 'phone/../3', deviceId: 'x y', mode: 'browser' })).toBe('phone_.._3-x_y-browser.png');
  });

  it('labels a phone in Chinese', () => {
    expect(phoneLabel({ deviceName: 'Pixel 8', mode: 'browser' })).toBe('Pixel 8 · 浏览器');
    expect(phoneLabel({ deviceName: 'iPhone 15', mode: 'app' })).toBe('iPhone 15 · App 内');
  });
});
