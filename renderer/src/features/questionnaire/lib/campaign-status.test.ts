import { describe, expect, it } from 'vitest';
import { formatUsedTime, mainAction } from './campaign-status';

describe('questionnaire home', () => {
  const on = { status: 1, chancesLeft: 2, openChallengeId: null };

  it('says before and after the campaign that nothing can be played', () => {
    expect(mainAction({ ...on, status: 0 }, true)).toMatchObject({
      text: '闯关赛尚未开始',
      enabled: false,
    });
    expect(mainAction({ ...on, status: 2 }, true)).toMatchObject({
      text: '闯关赛已结束',
      enabled: false,
    });
  });

  it('continues an open challenge before anything else, even with no chance left', () => {
    expect(mainAction({ ...on, chancesLeft: 0, openChallengeId: 9 }, true)).toMatchObject({
      text: '继续挑战',
      enabled: true,
    });
  });

  it("says when the day's chances are used up", () => {
    expect(mainAction({ ...on, chancesLeft: 0 }, true)).toEqual({
      text: '今日次数已用完',
      enabled: false,
      note: '今日挑战次数已用完，明天再来吧',
    });
    expect(mainAction(on, true)).toMatchObject({ text: '开始挑战', enabled: true });
    expect(mainAction(on, false)).toMatchObject({ text: '登录后开始挑战', enabled: true });
  });

  it('formats time used', () => {
    expect(formatUsedTime(45)).toBe('45秒');
    expect(formatUsedTime(65)).toBe('1分05秒');
  });
});
