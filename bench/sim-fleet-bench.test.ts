import { describe, expect, it } from 'vitest';
import { pool, spread } from './sim-fleet-bench';

describe('pool', () => {
  it('runs every item, at most `limit` at a time, and keeps the order of results', async () => {
    let running = 0;
    let most = 0;
    const results = await pool([30, 5, 20, 1, 10], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
    expect(most).toBe(2);
  });
});

describe('spread', () => {
  it('gives the median, the 95th percentile (nearest rank) and the maximum', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(spread(values)).toEqual({ median: 10.5, p95: 19, max: 20 });
    expect(spread([7])).toEqual({ median: 7, p95: 7, max: 7 });
  });
});
