import { describe, expect, it } from 'vitest';
import { rankChangeText } from './rank-change';

describe('rankChangeText', () => {
  it('says how the rank moved', () => {
    expect(rankChangeText(null, null)).toBe('暂未上榜');
    expect(rankChangeText(null, 120)).toBe('首次上榜，第 120 名');
    expect(rankChangeText(30, 12)).toBe('排名上升 18 名，现第 12 名');
    // The board keeps the best result: a weaker challenge leaves the rank as it was.
    expect(rankChangeText(12, 12)).toBe('排名不变，第 12 名');
  });
});
