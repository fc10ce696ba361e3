import { describe, expect, it } from 'vitest';
import { getDevice } from '../devices';
import { choosePhoneBridge } from './phone-bridge';

const iphone = getDevice('iphone-15');
const TABLE = { getUserInfo: { answer: { name: '小王' } } };
const chromium = { foreignBridges: true, defaultBridge: null };

describe('choosePhoneBridge', () => {
  it("is this app's own unless QA or the host picks another", () => {
    expect(choosePhoneBridge({}, chromium, iphone, 'app')).toBeNull();
    expect(choosePhoneBridge({ bridge: 'tax' }, chromium, iphone, 'app')).toBeNull();
    expect(
      choosePhoneBridge({ bridge: 'dsbridge', handlers: TABLE }, chromium, iphone, 'app'),
    ).toEqual({ protocol: 'dsbridge', handlers: TABLE });
  });

  it("takes the host's table for the host's protocol only, unless QA gives one", () => {
    const cli = {
      foreignBridges: true,
      defaultBridge: { protocol: 'dsbridge', handlers: TABLE },
    } as const;
    expect(choosePhoneBridge({}, cli, iphone, 'app')).toEqual({
      protocol: 'dsbridge',
      handlers: TABLE,
    });
    expect(choosePhoneBridge({ handlers: {} }, cli, iphone, 'app')).toEqual({
      protocol: 'dsbridge',
      handlers: {},
    });
    expect(choosePhoneBridge({ bridge: 'alipay' }, cli, iphone, 'app')).toEqual({
      protocol: 'alipay',
      handlers: {},
    });
    expect(choosePhoneBridge({ bridge: 'tax' }, cli, iphone, 'app')).toBeNull();
  });

  it('refuses in Chinese: Electron has none, a mismatch, a table without a protocol', () => {
    const electron = { foreignBridges: false, defaultBridge: null };
    expect(() => choosePhoneBridge({ bridge: 'dsbridge' }, electron, iphone, 'app')).toThrow(
      'Electron 模拟器不能模拟其他 App 的桥接（DSBridge）：请用 Chromium 模拟器（npm run sim）',
    );
    expect(choosePhoneBridge({}, electron, iphone, 'app')).toBeNull();
    expect(() => choosePhoneBridge({ bridge: 'jsbridge' }, chromium, iphone, 'app')).toThrow(
      'JsBridge（Android） 不能用于「iPhone 15」（App 内）：JsBridge 是 Android 的桥接：请用 Android 设备（iOS 用 wvjb）',
    );
    expect(() => choosePhoneBridge({ handlers: TABLE }, chromium, iphone, 'app')).toThrow(
      '方法应答表只用于其他 App 的桥接：请同时选择桥接协议（例如 DSBridge）',
    );
  });
});
