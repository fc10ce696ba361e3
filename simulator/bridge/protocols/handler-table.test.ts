import { describe, expect, it } from 'vitest';
import { parseHandlerTable } from './handler-table';

describe('parseHandlerTable', () => {
  it('reads every kind of entry', () => {
    const table = parseHandlerTable(
      JSON.stringify({
        getUser: { answer: { id: 1 }, delayMs: 10 },
        download: { answer: 'ok', progress: ['10%'] },
        share: { error: '未安装微信' },
        pay: { sheet: 'alipay', pay: { ok: true }, cancel: { ok: false } },
        track: { unanswered: true },
      }),
    );
    expect(Object.keys(table)).toEqual(['getUser', 'download', 'share', 'pay', 'track']);
  });

  it.each([
    ['{', '方法应答表不是合法的 JSON'],
    ['[]', '方法应答表应为 JSON 对象'],
    ['{"a": 1}', '方法应答表中的「a」应为对象'],
    [
      '{"a": {"answer": 1, "error": "x"}}',
      '方法应答表中的「a」只能有 answer、error、sheet、unanswered 其中一个（现在是：answer、error）',
    ],
    ['{"a": {}}', '（现在是：都没有）'],
    ['{"a": {"answer": 1, "delayMs": -1}}', '「a」delayMs 应为不小于 0 的毫秒数'],
    ['{"a": {"answer": 1, "progress": "10%"}}', '「a」progress 应为数组'],
    ['{"a": {"sheet": "paypal", "pay": 1, "cancel": 2}}', '「a」sheet 只能是 wechat 或 alipay'],
    ['{"a": {"sheet": "wechat", "pay": 1}}', '「a」sheet 需要 pay 和 cancel'],
    ['{"a": {"unanswered": false}}', '「a」unanswered 只能是 true'],
  ])('refuses %s, naming what to fix', (text, message) => {
    expect(() => parseHandlerTable(text)).toThrow(message);
  });
});
