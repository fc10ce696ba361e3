import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UpcomingBookings } from '@/contracts/api/live-booking';
import { BookingReminder, isRoomOf } from './booking-reminder';
import { notifyBookingsChanged } from './bookings-changed';

const api = vi.hoisted(() => ({ callEndpoint: vi.fn() }));
vi.mock('@/lib/api/call-endpoint', () => api);

const T = Date.UTC(2026, 10, 25, 11, 0, 0);
const answer = (status: number, startAt = T - 60_000): UpcomingBookings => ({
  serverNow: T,
  userId: 9,
  sessions: [{ id: 42, title: '个税汇算直播答疑', startAt, status }],
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BookingReminder />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the reminder of a booked live session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => api.callEndpoint.mockReset());

  it('tells the room paths of a course apart', () => {
    expect(isRoomOf('/live/detail/42', 42)).toBe(true);
    expect(isRoomOf('/v2/live/detail/42', 42)).toBe(true);
    expect(isRoomOf('/live/detail/421', 42)).toBe(false);
    expect(isRoomOf('/mine', 42)).toBe(false);
  });

  it('announces a booked session gone live, enters its room, and never shows it again', async () => {
    api.callEndpoint.mockResolvedValue(answer(1));
    const first = renderAt('/mine');
    const banner = await screen.findByRole('complementary', { name: '直播提醒' });
    expect(banner.textContent).toContain('个税汇算直播答疑');
    await userEvent.click(screen.getByRole('button', { name: '进入直播' }));
    expect(screen.getByTestId('where').textContent).toBe('/live/detail/42');
    expect(screen.queryByRole('complementary', { name: '直播提醒' })).toBeNull();
    first.unmount();
    // Opened again: shown once per session and user.
    renderAt('/mine');
    await waitFor(() => expect(api.callEndpoint).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('complementary', { name: '直播提醒' })).toBeNull();
  });

  it('is dismissed, and stays off inside the room itself', async () => {
    api.callEndpoint.mockResolvedValue(answer(1));
    const room = renderAt('/live/detail/42');
    await waitFor(() => expect(api.callEndpoint).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: '直播提醒' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('live-reminders-shown:9')).toContain('42@'));
    room.unmount();
    localStorage.clear();
    const other = renderAt('/news/list');
    await userEvent.click(await screen.findByRole('button', { name: '关闭直播提醒' }));
    expect(screen.queryByRole('complementary', { name: '直播提醒' })).toBeNull();
    other.unmount();
  });

  it('asks again when the page comes back or a booking changes, and then reminds', async () => {
    api.callEndpoint.mockResolvedValue(answer(0, T + 86_400_000));
    renderAt('/mine');
    await waitFor(() => expect(api.callEndpoint).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('complementary', { name: '直播提醒' })).toBeNull();
    api.callEndpoint.mockResolvedValue(answer(1, T - 1_000));
    act(() => notifyBookingsChanged());
    await waitFor(() => expect(api.callEndpoint).toHaveBeenCalledTimes(2));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(api.callEndpoint).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('complementary', { name: '直播提醒' })).toBeTruthy();
  });

  it('checks at the next start by the server clock, not every second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      api.callEndpoint.mockResolvedValue(answer(0, T + 90_000));
      renderAt('/mine');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(api.callEndpoint).toHaveBeenCalledTimes(1);
      api.callEndpoint.mockResolvedValue(answer(1, T + 90_000));
      await act(() => vi.advanceTimersByTimeAsync(89_900));
      expect(api.callEndpoint).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(api.callEndpoint).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
