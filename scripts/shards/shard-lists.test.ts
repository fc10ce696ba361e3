import { describe, expect, it } from 'vitest';
import { checkShards, describeCheck, isExactSplit, testKeys, type ListReport } from './shard-lists';

/** The shape of `playwright test --list --reporter=json`: file suites, describes, specs per project. */
const REPORT: ListReport = {
  suites: [
    {
      title: 'login.spec.ts',
      file: 'login.spec.ts',
      specs: [
        {
          id: 'a-1',
          title: 'sends a code',
          file: 'login.spec.ts',
          line: 5,
          tests: [{ projectName: 'ios-browser' }, { projectName: 'android-browser' }],
        },
      ],
      suites: [
        {
          title: 'overlay',
          file: 'login.spec.ts',
          specs: [
            {
              id: 'a-2',
              title: 'closes',
              file: 'login.spec.ts',
              line: 12,
              tests: [{ projectName: 'ios-browser' }],
            },
          ],
        },
      ],
    },
    {
      title: 'sms.host.spec.ts',
      file: 'sms.host.spec.ts',
      specs: [
        {
          id: 'b-1',
          title: 'logs in',
          file: 'sms.host.spec.ts',
          line: 3,
          tests: [{ projectName: 'host' }],
        },
      ],
    },
  ],
};

describe('testKeys', () => {
  it('names each test once per project with its file, line and describe path', () => {
    expect(testKeys(REPORT)).toEqual([
      '[ios-browser] login.spec.ts:5 › sends a code',
      '[android-browser] login.spec.ts:5 › sends a code',
      '[ios-browser] login.spec.ts:12 › overlay › closes',
      '[host] sms.host.spec.ts:3 › logs in',
    ]);
    expect(testKeys({})).toEqual([]);
  });
});

describe('checkShards', () => {
  const whole = ['a', 'b', 'c', 'd'];

  it('accepts shards whose union is the suite with no test twice', () => {
    const check = checkShards(whole, [['a', 'c'], ['b'], ['d']]);
    expect(check).toEqual({
      total: 4,
      perShard: [2, 1, 1],
      missing: [],
      duplicated: [],
      unexpected: [],
    });
    expect(isExactSplit(check)).toBe(true);
    expect(describeCheck(check)).toEqual([
      '全部 4 个测试；3 个分片各 2 / 1 / 1 个',
      '分片正好覆盖全部测试，没有重复',
    ]);
  });

  it('finds a test no shard runs, a test two shards run and a test only a shard knows', () => {
    const check = checkShards(whole, [
      ['a', 'b'],
      ['b', 'c', 'x'],
    ]);
    expect(check.missing).toEqual(['d']);
    expect(check.duplicated).toEqual([{ key: 'b', shards: [1, 2] }]);
    expect(check.unexpected).toEqual(['x']);
    expect(isExactSplit(check)).toBe(false);
    expect(describeCheck(check)).toEqual([
      '全部 4 个测试；2 个分片各 2 / 3 个',
      '没有分到任何分片：d',
      '出现在多个分片（1、2）：b',
      '只在分片里出现：x',
      '分片没有正好覆盖全部测试',
    ]);
  });

  it('does not call an empty suite split', () => {
    expect(isExactSplit(checkShards([], [[], []]))).toBe(false);
  });
});
