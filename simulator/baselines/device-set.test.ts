import { describe, expect, it } from 'vitest';
import { parseDeviceSet, targetSpec } from './device-set';

describe('parseDeviceSet', () => {
  it('reads device:mode entries, spaces allowed, with their folder keys', () => {
    const targets = parseDeviceSet('xiaomi-14:app, iphone-se:browser');
    expect(targets.map((t) => [t.device.id, t.mode, t.key])).toEqual([
      ['xiaomi-14', 'app', 'xiaomi-14-app'],
      ['iphone-se', 'browser', 'iphone-se-browser'],
    ]);
    expect(targets.map(targetSpec).join(',')).toBe('xiaomi-14:app,iphone-se:browser');
  });

  it('refuses an empty set, a missing or unknown mode, in Chinese', () => {
    expect(() => parseDeviceSet(' , ')).toThrow('设备集合为空');
    expect(() => parseDeviceSet('iphone-se')).toThrow(
      '设备集合中的「iphone-se」应写成「设备:模式」，例如 iphone-se:browser',
    );
    expect(() => parseDeviceSet('iphone-se:app:x')).toThrow('应写成「设备:模式」');
    expect(() => parseDeviceSet('iphone-se:web')).toThrow(
      '设备集合中的「iphone-se:web」：模式只能是 app 或 browser，收到「web」',
    );
  });

  it('an unknown device lists the known ones; a desktop has no app', () => {
    expect(() => parseDeviceSet('nokia-3310:app')).toThrow(
      /未知设备「nokia-3310」，可选：.*iphone-se/,
    );
    expect(() => parseDeviceSet('desktop-chrome-windows:app')).toThrow(
      '「Windows 桌面版 Chrome」没有 App，只能用 browser',
    );
    expect(parseDeviceSet('desktop-chrome-windows:browser')).toHaveLength(1);
  });

  it('refuses the same phone and mode twice; both modes of one phone are two targets', () => {
    expect(() => parseDeviceSet('pixel-8:app,pixel-8:app')).toThrow('「pixel-8:app」重复了');
    expect(parseDeviceSet('pixel-8:app,pixel-8:browser')).toHaveLength(2);
  });
});
