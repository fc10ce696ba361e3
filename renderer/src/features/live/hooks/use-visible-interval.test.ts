import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useVisibleInterval } from './use-visible-interval';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useVisibleInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('ticks on its beat while the page is visible', () => {
    const tick = vi.fn();
    renderHook(() => useVisibleInterval(tick, 5000, true));
    vi.advanceTimersByTime(4999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_001);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while hidden, and asks at once on coming back', () => {
    const tick = vi.fn();
    renderHook(() => useVisibleInterval(tick, 5000, true));
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(tick).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('does not start hidden or disabled, and stops when unmounted', () => {
    const tick = vi.fn();
    const { rerender, unmount } = renderHook(({ on }) => useVisibleInterval(tick, 1000, on), {
      initialProps: { on: false },
    });
    vi.advanceTimersByTime(5000);
    expect(tick).not.toHaveBeenCalled();
    rerender({ on: true });
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    unmount();
    setVisibility('visible');
    vi.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
