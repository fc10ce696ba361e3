import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSessionStore } from '@/stores/session-store';
import { useLiveRecord } from './use-live-record';

const api = vi.hoisted(() => ({
  sendLiveRecord: vi.fn(async () => undefined),
  sendLiveRecordOnLeave: vi.fn(),
}));
vi.mock('../api/live-api', () => api);

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};
const state = { paused: true, ended: false, readyState: 4 };
const video = state as unknown as HTMLVideoElement;
const watchTimes = () =>
  api.sendLiveRecord.mock.calls.map((c: unknown[]) => (c[0] as { watchTime: number }).watchTime);
const SINGLE = { courseId: 3, series: false, chapterId: 0 };

describe('useLiveRecord', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(state, { paused: true, ended: false, readyState: 4 });
    useSessionStore.setState({ token: 'tok' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null });
  });

  it('records entering, every 30 s of visible playing, and leaving with the seconds watched', () => {
    const { result, unmount } = renderHook(() => useLiveRecord(SINGLE, () => video));
    expect(api.sendLiveRecord).toHaveBeenCalledWith({
      liveType: 1,
      singleLiveId: 3,
      seriesLiveId: null,
      chapterId: 0,
      watchTime: 0,
      isComplete: false,
    });
    // Not playing yet: the beat sends nothing.
    vi.advanceTimersByTime(30_000);
    expect(watchTimes()).toEqual([0]);
    state.paused = false;
    result.current();
    vi.advanceTimersByTime(30_000);
    expect(watchTimes()).toEqual([0, 30]);
    // Hidden: neither watched nor sent; back: the beat resumes at once.
    setVisibility('hidden');
    vi.advanceTimersByTime(120_000);
    expect(watchTimes()).toEqual([0, 30]);
    setVisibility('visible');
    expect(watchTimes()).toEqual([0, 30, 30]);
    vi.advanceTimersByTime(10_000);
    unmount();
    expect(api.sendLiveRecordOnLeave).toHaveBeenCalledWith(
      expect.objectContaining({ singleLiveId: 3, watchTime: 40 }),
    );
    expect(useSessionStore.getState().recordLiveParams).toMatchObject({
      liveType: 1,
      singleLiveId: 3,
      watchTime: 40,
    });
  });

  it('keeps the params on the phone but sends nothing for a visitor, and nothing without a live stream', () => {
    useSessionStore.setState({ token: null });
    const { unmount } = renderHook(() =>
      useLiveRecord({ courseId: 9, series: true, chapterId: 31 }, () => video),
    );
    unmount();
    expect(api.sendLiveRecord).not.toHaveBeenCalled();
    expect(api.sendLiveRecordOnLeave).not.toHaveBeenCalled();
    expect(useSessionStore.getState().recordLiveParams).toMatchObject({
      liveType: 2,
      seriesLiveId: 9,
      chapterId: 31,
    });
    useSessionStore.setState({ token: 'tok' });
    renderHook(() => useLiveRecord(null, () => video)).unmount();
    vi.advanceTimersByTime(60_000);
    expect(api.sendLiveRecord).not.toHaveBeenCalled();
  });
});
