import { describe, expect, it } from 'vitest';
import { challengeOutcome } from './challenge-outcome';

describe('challengeOutcome: the result says what happened', () => {
  it('a cleared challenge passed every level, revived or not', () => {
    expect(
      challengeOutcome({
        cleared: true,
        levelReached: 5,
        total: 5,
        failedLevel: null,
        revived: false,
      }),
    ).toEqual({ title: '闯关成功', passed: 5, levelText: '闯过 5/5 关' });
    expect(
      challengeOutcome({
        cleared: true,
        levelReached: 5,
        total: 5,
        failedLevel: null,
        revived: true,
      }),
    ).toEqual({ title: '闯关成功', passed: 5, levelText: '闯过 5/5 关（复活 1 次）' });
    // Never 闯关成功 beside fewer levels than all (a result counted before revived levels counted).
    expect(
      challengeOutcome({
        cleared: true,
        levelReached: 4,
        total: 5,
        failedLevel: null,
        revived: true,
      }).levelText,
    ).toBe('闯过 5/5 关（复活 1 次）');
  });

  it('a lost challenge names the level it was lost at and the levels passed before it', () => {
    expect(
      challengeOutcome({
        cleared: false,
        levelReached: 2,
        total: 5,
        failedLevel: 3,
        revived: false,
      }),
    ).toEqual({ title: '挑战失败', passed: 2, levelText: '止步第 3 关 · 闯过 2/5 关' });
    expect(
      challengeOutcome({ cleared: false, levelReached: 1, total: 5, failedLevel: 2, revived: true })
        .levelText,
    ).toBe('止步第 2 关 · 闯过 1/5 关（复活 1 次）');
    expect(
      challengeOutcome({
        cleared: false,
        levelReached: 0,
        total: 5,
        failedLevel: 1,
        revived: false,
      }).levelText,
    ).toBe('止步第 1 关 · 闯过 0/5 关');
  });
});
