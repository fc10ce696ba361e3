import { describe, expect, it } from 'vitest';
import { panelCallArgs } from '.';

const parse = (args: Record<string, unknown>) =>
  panelCallArgs.openPhone.safeParse([
    { deviceId: 'iphone-15', mode: 'app', url: '/app/', ...args },
  ]);

describe('openPhone arguments: the bridge of a new phone', () => {
  it('takes no bridge (the host decides), or one of the protocols with a handler table', () => {
    expect(parse({}).success).toBe(true);
    const parsed = parse({
      bridge: 'dsbridge',
      handlers: { getUserInfo: { answer: { name: '小王' } }, silent: { unanswered: true } },
    });
    expect(parsed.success && parsed.data[0]).toMatchObject({
      bridge: 'dsbridge',
      handlers: { getUserInfo: { answer: { name: '小王' } }, silent: { unanswered: true } },
    });
  });

  it('refuses an unknown protocol in Chinese, listing the ones there are', () => {
    const parsed = parse({ bridge: 'cordova' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      '桥接协议只能是 tax、dsbridge、wvjb、jsbridge、wechat-sdk、alipay',
    );
  });

  it('refuses a malformed handler table, naming the method and the field to fix', () => {
    const cases: [unknown, string][] = [
      [[], '方法应答表应为 JSON 对象：{ "方法名": { "answer": … } }'],
      [
        { pay: { sheet: 'apple', pay: 1, cancel: 0 } },
        '方法应答表中的「pay」sheet 只能是 wechat 或 alipay',
      ],
      [{ slow: { answer: 1, delayMs: -5 } }, '方法应答表中的「slow」delayMs 应为不小于 0 的毫秒数'],
    ];
    for (const [handlers, message] of cases) {
      const parsed = parse({ bridge: 'alipay', handlers });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });
});
