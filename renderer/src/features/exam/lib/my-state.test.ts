import { describe, expect, it } from 'vitest';
import { myStateOf } from './my-state';

const base = { status: 1, applied: true, chancesLeft: 3, unfinishedAttemptId: null };

describe('myStateOf (home: 未报名 / 可答题 / 今日已答 / 继续答题)', () => {
  it('asks to log in, then to sign up', () => {
    expect(myStateOf(base, false)).toMatchObject({ label: '未报名', action: { kind: 'login' } });
    expect(myStateOf({ ...base, applied: false }, true)).toMatchObject({
      label: '未报名',
      action: { text: '立即报名', kind: 'apply' },
    });
  });

  it('offers answering with the chances left, and says when today is used up', () => {
    expect(myStateOf(base, true)).toMatchObject({
      label: '可答题',
      note: '今日还可答题 3 次',
      action: { kind: 'begin' },
    });
    expect(myStateOf({ ...base, chancesLeft: 0 }, true)).toMatchObject({
      label: '今日已答',
      action: { kind: 'none' },
    });
  });

  it('puts an unfinished attempt first (its time runs on the server)', () => {
    expect(
      myStateOf(
        { ...base, chancesLeft: 0, unfinishedAttemptId: 7, unfinishedSecondsLeft: 492 },
        true,
      ),
    ).toMatchObject({
      label: '继续答题',
      note: '您有未完成的答题，是否继续？ 剩余 08:12',
      action: { kind: 'resume' },
    });
  });

  it('follows the campaign when it is not running', () => {
    expect(myStateOf({ ...base, status: 0 }, true).action.kind).toBe('none');
    expect(myStateOf({ ...base, status: 2, unfinishedAttemptId: 7 }, true)).toMatchObject({
      label: '已结束',
    });
  });
});
