import { describe, expect, it } from 'vitest';
import { rankChangeText } from './rank-change';

describe('rankChangeText', () => {
  it('tells a first ranking, a rise, a fall and no change, with the rank now', () => {
    expect(rankChangeText(null, null)).toBe('暂未上榜');
    expect(rankChangeText(null, 120)).toBe('首次上榜，第 120 名');
    expect(rankChangeText(30, 12)).toBe('排名上升 18 名，现第 12 名');
    expect(rankChangeText(5, 8)).toBe('排名下降 3 名，现第 8 名');
    expect(rankChangeText(12, 12)).toBe('排名不变，第 12 名');
  });
});
