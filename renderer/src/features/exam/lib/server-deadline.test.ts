import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { msLeft } from '@/domain/quiz/deadline';
import { attemptClosed, syncFromSecondsLeft } from './server-deadline';

const page = { deadlineAt: 900_000, serverNow: 0, receivedAt: 0 };

describe('following the server’s deadline', () => {
  it('keeps the page’s clock within the server’s rounding', () => {
    expect(syncFromSecondsLeft(page, 600, 601)).toBe(page);
    expect(syncFromSecondsLeft(page, 600, 599)).toBe(page);
  });

  it('takes the server’s seconds when the deadline moved there', () => {
    const moved = syncFromSecondsLeft(page, 745, 5);
    expect(moved).not.toBe(page);
    expect(moved && msLeft(moved, moved.receivedAt)).toBe(5_000);
  });

  it('takes the server’s seconds when the page has none yet', () => {
    expect(syncFromSecondsLeft(null, null, 30)).not.toBeNull();
  });

  it('reads a 409 on an attempt as submitted by the server', () => {
    expect(
      attemptClosed(new ApiError('答题时间已到，系统已按已答题目自动交卷', { status: 409 })),
    ).toBe(true);
    expect(attemptClosed(new ApiError('选项不存在', { status: 400 }))).toBe(false);
    expect(attemptClosed(new Error('x'))).toBe(false);
  });
});
