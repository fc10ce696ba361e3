import { describe, expect, it } from 'vitest';
import {
  formatSecondsLeft,
  fractionLeft,
  msLeft,
  msToNextTick,
  secondsLeft,
  type DeadlineSync,
} from './deadline';

// The server said: deadline at 20 000, its clock 5 000 (15 s left); the answer arrived at monotonic 100.
const sync: DeadlineSync = { deadlineAt: 20_000, serverNow: 5_000, receivedAt: 100 };

describe('server deadline countdown', () => {
  it('counts from the server answer with the page clock, whatever the phone clock says', () => {
    expect(msLeft(sync, 100)).toBe(15_000);
    expect(secondsLeft(sync, 100)).toBe(15);
    expect(secondsLeft(sync, 100 + 4_200)).toBe(11); // 10.8 s left shows as 11, as the server rounds
    expect(secondsLeft(sync, 100 + 14_001)).toBe(1);
  });

  it('reaches 0 only when the time is really up, and never goes below', () => {
    expect(secondsLeft(sync, 100 + 14_999)).toBe(1);
    expect(secondsLeft(sync, 100 + 15_000)).toBe(0);
    expect(msLeft(sync, 100 + 60_000)).toBe(0);
  });

  it('a fresh server answer replaces what a suspended page counted', () => {
    // The page slept: its clock says 2 s passed, the server says 12 s did.
    const resynced: DeadlineSync = { deadlineAt: 20_000, serverNow: 17_000, receivedAt: 2_100 };
    expect(secondsLeft(sync, 2_100)).toBe(13);
    expect(secondsLeft(resynced, 2_100)).toBe(3);
  });

  it('a deadline moved by the server (延时卡) is what counts', () => {
    expect(secondsLeft({ ...sync, deadlineAt: 30_000 }, 100)).toBe(25);
  });

  it('ticks when the shown second changes', () => {
    expect(msToNextTick(sync, 100)).toBe(1_000);
    expect(msToNextTick(sync, 100 + 300)).toBe(700);
    expect(msToNextTick(sync, 100 + 14_990)).toBe(16);
    expect(msToNextTick(sync, 100 + 15_000)).toBe(0);
  });

  it('formats seconds and the share left', () => {
    expect(formatSecondsLeft(9)).toBe('9');
    expect(formatSecondsLeft(75)).toBe('01:15');
    expect(formatSecondsLeft(-3)).toBe('0');
    expect(fractionLeft(5, 20)).toBe(0.25);
    expect(fractionLeft(30, 20)).toBe(1);
    expect(fractionLeft(3, 0)).toBe(0);
  });
});
