import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { COURSE_STATUS } from '@/contracts/api/live';
import { RoomBar } from './room-bar';

vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));
const api = vi.hoisted(() => ({
  fetchRoomState: vi.fn(),
  setSubscription: vi.fn(),
  fetchMyCourses: vi.fn(),
}));
vi.mock('../api/room-api', () => api);

const room = (status: number) => ({
  status,
  subscribed: false,
  subscribers: 3,
  online: status === COURSE_STATUS.LIVE ? 12 : 0,
});

describe('room bar', () => {
  it('tells the page when the server moved the session on (live → replay), so the open room follows it', async () => {
    api.fetchRoomState.mockResolvedValue(room(COURSE_STATUS.PLAYBACK));
    const moved = vi.fn();
    render(<RoomBar courseId={7} status={COURSE_STATUS.LIVE} onStatusMoved={moved} />);
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
  });

  it('says nothing while the server agrees with the page', async () => {
    api.fetchRoomState.mockResolvedValue(room(COURSE_STATUS.LIVE));
    const moved = vi.fn();
    render(<RoomBar courseId={7} status={COURSE_STATUS.LIVE} onStatusMoved={moved} />);
    expect(await screen.findByText('12 人在线')).toBeTruthy();
    expect(moved).not.toHaveBeenCalled();
  });
});
