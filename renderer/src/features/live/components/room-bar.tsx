import { useEffect, useRef, useState } from 'react';
import { COURSE_STATUS } from '@/contracts/api/live';
import type { RoomState } from '@/contracts/api/live-room';
import { Button } from '@/components/button';
import { ensureLoggedIn } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { fetchRoomState, setSubscription } from '../api/room-api';
import { useVisibleInterval } from '../hooks/use-visible-interval';
import { notifyBookingsChanged } from '../reminder/bookings-changed';
import './room-bar.css';

/** How often an open room beats (the server counts a viewer for 30 s after a beat). */
const ROOM_BEAT_MS = 15_000;

type Props = {
  courseId: number;
  /** The status the page shows (COURSE_STATUS). */
  status: number;
  /** The server's status moved on from `status` (live → ended or replay, upcoming → live): load the course again. */
  onStatusMoved: () => void;
};

/**
 * Under an upcoming or live room's stage: 预约 with how many booked (upcoming), how many watch
 * now (live). The page beats while visible, so the count is the server's, of viewers really there.
 * Each beat also answers the room's status, so an open room follows the session without a reload.
 */
export function RoomBar({ courseId, status, onStatusMoved }: Props) {
  const [room, setRoom] = useState<RoomState | null>(null);
  const [pending, setPending] = useState(false);
  // Another account sees its own booking.
  const token = useSessionStore((s) => s.token);
  const shown = useRef({ status, onStatusMoved });
  shown.current = { status, onStatusMoved };
  const beat = () => {
    fetchRoomState(courseId).then(
      (next) => {
        setRoom(next);
        if (next.status !== shown.current.status) shown.current.onStatusMoved();
      },
      () => undefined,
    );
  };
  useEffect(beat, [courseId, status, token]);
  useVisibleInterval(beat, ROOM_BEAT_MS, true);

  const toggle = async () => {
    if (pending || !room || !(await ensureLoggedIn())) return;
    setPending(true);
    try {
      const next = await setSubscription(courseId, !room.subscribed);
      setRoom({ ...room, ...next });
      notifyBookingsChanged();
      showToast(next.subscribed ? '预约成功，开播后即可观看' : '已取消预约');
    } catch {
      // The HTTP client shows the server's msg (e.g. 直播已开始，无需预约).
    } finally {
      setPending(false);
    }
  };

  if (status === COURSE_STATUS.LIVE)
    return (
      <p className="live-room-bar" role="status" aria-live="off">
        {room ? `${formatCount(room.online)} 人在线` : ''}
      </p>
    );
  return (
    <div className="live-room-bar">
      <span>{room ? `${formatCount(room.subscribers)} 人已预约` : ''}</span>
      <Button
        color={room?.subscribed ? 'default' : 'primary'}
        size="small"
        aria-pressed={room?.subscribed ?? false}
        disabled={!room}
        loading={pending}
        onClick={() => void toggle()}
      >
        {room?.subscribed ? '已预约' : '预约'}
      </Button>
    </div>
  );
}
