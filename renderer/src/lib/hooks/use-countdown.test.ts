import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (the SMS code button)', () => {
  it('counts down from 60 once a second, then stops at 0', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start());
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.seconds).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('resets to 0 at once', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.reset());
    expect(result.current.seconds).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.seconds).toBe(0);
  });
});
