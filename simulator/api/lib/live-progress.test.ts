import { describe, expect, it } from 'vitest';
import { MAX_PLAYBACK_RATE, watchedCredit, type WatchState } from './live-progress';

const t0 = 1_000_000;
const at = (s: number) => t0 + s * 1000;
const state = (lastPos: number, heardAt: number | null, carryMs = 0): WatchState => ({
  lastPos,
  heardAt,
  carryMs,
});
const credit = (prev: WatchState, position: number, playedSeconds: number, now: number) =>
  watchedCredit(prev, { position, playedSeconds }, now).creditMs / 1000;

describe('watched seconds the server believes', () => {
  it('credits the position moved while playing, at up to the fastest rate', () => {
    expect(credit(state(0, t0), 10, 10, at(10))).toBe(10);
    expect(credit(state(0, t0), 20, 10, at(10))).toBe(20);
  });

  it('credits a seek forward only as far as the seconds played', () => {
    expect(credit(state(2, t0), 24, 1, at(30))).toBe(MAX_PLAYBACK_RATE);
  });

  it('never credits more than the clock moved, whatever the claim', () => {
    expect(credit(state(0, t0), 24, 300, at(3))).toBe(3 * MAX_PLAYBACK_RATE);
    expect(credit(state(0, null), 24, 24, at(60))).toBe(0);
  });

  it('shares one allowance across a burst: jumping back and forth earns nothing more', () => {
    let prev = state(0, t0);
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const position = i % 2 === 0 ? 24 : 0;
      const r = watchedCredit(prev, { position, playedSeconds: 24 }, at(3));
      total += r.creditMs;
      prev = { lastPos: position, heardAt: at(3), carryMs: r.carryMs };
    }
    expect(total / 1000).toBe(3 * MAX_PLAYBACK_RATE);
  });

  it('carries a little unused allowance: a report may arrive early', () => {
    const first = watchedCredit(state(0, t0), { position: 10, playedSeconds: 10 }, at(12));
    expect(first).toEqual({ creditMs: 10_000, carryMs: 4_000 });
    // At 2×, 20 s of video in 9.5 s of the server's clock: the carried allowance covers it.
    expect(
      watchedCredit(state(10, at(12), first.carryMs), { position: 30, playedSeconds: 10 }, at(21.5))
        .creditMs,
    ).toBe(20_000);
  });

  it('credits a repeated report nothing: its position has not moved', () => {
    expect(credit(state(10, at(10), 4_000), 10, 10, at(40))).toBe(0);
  });

  it('credits what was played after a rewind, up to the new position', () => {
    expect(credit(state(24, t0), 8, 8, at(9))).toBe(8);
    expect(credit(state(24, t0), 3, 8, at(9))).toBe(3);
  });
});
