import { describe, expect, it } from 'vitest';
import { getDevice } from '../devices';
import { foreignBridgeFromFlags } from './foreign-bridge-options';

const iphone = [getDevice('iphone-15')];
const files: Record<string, string> = {
  'ok.json': '{"getUser": {"answer": {"id": 1}}}',
  'bad.json': '{"getUser": {"answer": 1, "error": "x"}}',
};
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error('ENOENT');
  return text;
};
const flags = (more: Partial<Parameters<typeof foreignBridgeFromFlags>[0]>) =>
  foreignBridgeFromFlags(
    { mode: 'app', profiles: iphone, url: 'https://h5.example.com/', ...more },
    read,
  );

describe('foreignBridgeFromFlags', () => {
  it('is null for this app’s own bridge', () => {
    expect(flags({})).toBeNull();
    expect(flags({ bridge: 'tax' })).toBeNull();
  });

  it('reads the handler table; WeChat’s SDK runs its phones in the browser', () => {
    expect(flags({ bridge: 'dsbridge', handlers: 'ok.json' })).toEqual({
      protocol: 'dsbridge',
      handlers: { getUser: { answer: { id: 1 } } },
      mode: 'app',
    });
    expect(
      flags({ bridge: 'wechat-sdk', profiles: [getDevice('xiaomi-14-wechat')] }),
    ).toMatchObject({
      mode: 'browser',
      handlers: {},
    });
  });

  it.each([
    [
      { bridge: 'flutter' },
      '--bridge 只能是 tax、dsbridge、wvjb、jsbridge、wechat-sdk、alipay，收到：flutter',
    ],
    [{ handlers: 'ok.json' }, '--handlers 只用于其他 App 的桥接：请同时给出 --bridge'],
    [{ bridge: 'dsbridge', url: '/app/home' }, '请用 --url 给出完整地址（http:// 或 https://）'],
    [
      { bridge: 'dsbridge', handlers: 'missing.json' },
      '读不到方法应答表 missing.json：请检查 --handlers 的路径',
    ],
    [
      { bridge: 'dsbridge', handlers: 'bad.json' },
      '--handlers bad.json：方法应答表中的「getUser」只能有 answer、error、sheet、unanswered 其中一个',
    ],
    [
      { bridge: 'jsbridge' },
      '--bridge jsbridge 不能用于 --device iphone-15：JsBridge 是 Android 的桥接',
    ],
  ])('refuses %o, naming what to fix', (more, message) => {
    expect(() => flags(more)).toThrow(message);
  });
});
