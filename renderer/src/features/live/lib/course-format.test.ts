import { describe, expect, it } from 'vitest';
import {
  chapterProgress,
  formatClock,
  formatCountdown,
  priceLabel,
  statusLabel,
} from './course-format';

describe('course format', () => {
  it('shows clock times and countdowns', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(83.9)).toBe('01:23');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatCountdown(2 * 3_600_000 + 13 * 60_000 + 5_000)).toBe('02:13:05');
    expect(formatCountdown(26 * 3_600_000)).toBe('1天 02:00:00');
  });

  it('labels status, price and chapter progress', () => {
    expect(statusLabel({ status: 0, startAt: Date.UTC(2026, 5, 3, 11, 0) })).toMatch(
      /^即将开始 06-03 \d\d:00$/,
    );
    expect(statusLabel({ status: 1, startAt: 0 })).toBe('直播中');
    expect(statusLabel({ status: 2, startAt: 0 })).toBe('回放');
    expect(statusLabel({ status: 3, startAt: 0 })).toBe('已结束');
    expect(priceLabel({ priceCents: 0, memberFree: false })).toBe('免费');
    expect(priceLabel({ priceCents: 4900, memberFree: true })).toBe('¥49.00 · 会员免费');
    expect(chapterProgress({ watchTime: 0, isComplete: false })).toBeNull();
    expect(chapterProgress({ watchTime: 75, isComplete: false })).toBe('学习到 01:15');
    expect(chapterProgress({ watchTime: 24, isComplete: true })).toBe('已学完');
  });
});
