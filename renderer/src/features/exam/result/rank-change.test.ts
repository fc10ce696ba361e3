import { describe, expect, it } from 'vitest';
import { rankChangeText } from './rank-change';

describe('rankChangeText', () => {
  it('tells a first ranking, a rise, a fall and no change', () => {
    expect(rankChangeText(null, 12)).toBe('首次上榜，第 12 名');
    expect(rankChangeText(12, 5)).toBe('排名上升 7 位');
    expect(rankChangeText(5, 8)).toBe('排名下降 3 位');
    expect(rankChangeText(5, 5)).toBe('排名不变');
    expect(rankChangeText(null, null)).toBe('暂未上榜');
  });
});
