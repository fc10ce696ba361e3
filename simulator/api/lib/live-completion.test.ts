import { describe, expect, it } from 'vitest';
import { liveCreditedSeconds, liveSessionComplete } from './live-completion';

const at = (s: number) => 1_000_000 + s * 1000;

describe('live session completion', () => {
  it('credits what the visit counter grew by, as the clock moved', () => {
    expect(
      liveCreditedSeconds([
        { watchTime: 0, at: at(0) },
        { watchTime: 30, at: at(30) },
        { watchTime: 60, at: at(60) },
      ]),
    ).toBe(60);
  });

  it('credits nothing faster than the clock, even with many quick records', () => {
    expect(
      liveCreditedSeconds([
        { watchTime: 0, at: at(0) },
        { watchTime: 3600, at: at(30) },
      ]),
    ).toBe(30);
    const burst = Array.from({ length: 100 }, (_, i) => ({ watchTime: i * 2, at: at(0) + i }));
    expect(liveCreditedSeconds(burst)).toBeLessThanOrEqual(2);
  });

  it('does not double count a repeated record, and counts a new visit from 0', () => {
    const first = [
      { watchTime: 0, at: at(0) },
      { watchTime: 30, at: at(30) },
      { watchTime: 30, at: at(31) },
      { watchTime: 30, at: at(60) },
    ];
    expect(liveCreditedSeconds(first)).toBe(30);
    // Left, came back 10 minutes later: the new visit's counter restarts.
    expect(
      liveCreditedSeconds([
        ...first,
        { watchTime: 0, at: at(660) },
        { watchTime: 30, at: at(690) },
      ]),
    ).toBe(60);
  });

  it('a single record (the entry) credits nothing', () => {
    expect(liveCreditedSeconds([{ watchTime: 500, at: at(0) }])).toBe(0);
    expect(liveCreditedSeconds([])).toBe(0);
  });

  it('is complete at 80% of the scheduled length', () => {
    expect(liveSessionComplete(2879, 3600)).toBe(false);
    expect(liveSessionComplete(2880, 3600)).toBe(true);
    expect(liveSessionComplete(10, 0)).toBe(false);
  });
});
