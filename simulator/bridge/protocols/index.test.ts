import { describe, expect, it } from 'vitest';
import { getDevice } from '../../devices';
import { protocolMismatch, protocolUserAgentSuffix } from './index';

describe('protocolMismatch', () => {
  it.each([
    ['dsbridge', 'iphone-15', 'app', null],
    ['dsbridge', 'xiaomi-14', 'app', null],
    ['alipay', 'xiaomi-14', 'app', null],
    ['wvjb', 'iphone-15', 'app', null],
    ['jsbridge', 'xiaomi-14', 'app', null],
    ['wechat-sdk', 'iphone-15-wechat', 'browser', null],
    ['wvjb', 'xiaomi-14', 'app', 'WebViewJavascriptBridge 是 iOS 的桥接'],
    ['jsbridge', 'iphone-15', 'app', 'JsBridge 是 Android 的桥接'],
    ['wechat-sdk', 'iphone-15', 'app', '微信 JS-SDK 只在微信内置浏览器里工作'],
    ['dsbridge', 'iphone-15', 'browser', 'dsbridge 是 App 内网页的桥接'],
    ['alipay', 'desktop-chrome-windows', 'browser', '是桌面设备，没有原生桥接'],
  ] as const)('%s on %s (%s)', (protocol, device, mode, message) => {
    const problem = protocolMismatch(protocol, getDevice(device), mode);
    if (message === null) expect(problem).toBeNull();
    else expect(problem).toContain(message);
  });

  it('Alipay pages find AlipayClient/ in the UA', () => {
    expect(protocolUserAgentSuffix('alipay')).toContain('AlipayClient/');
    expect(protocolUserAgentSuffix('dsbridge')).toBe('');
  });
});
