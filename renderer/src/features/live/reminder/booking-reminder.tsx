import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BookedSession } from '@/contracts/api/live-booking';
import { dueReminders, reminderKey } from './reminder-schedule';
import { markShown, readShown } from './shown-reminders';
import { useBookingSync } from './use-booking-sync';
import './booking-reminder.css';

/** Whether `pathname` is the room of course `id` (any of its layouts): no reminder over the room itself. */
export const isRoomOf = (pathname: string, id: number): boolean =>
  new RegExp(`^/(v[123]/)?live/detail/${id}/?$`).test(pathname);

/**
 * Wherever the signed-in user is in the app, a booked (预约) session that has just gone live is
 * announced once: a small banner with its title, 进入直播 and 关闭. Not over that session's own room
 * (being there is the point), and once per session and user on this phone, whether it was seen on
 * start time or on opening the app within the reminder window.
 */
export function BookingReminder() {
  const sync = useBookingSync();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<BookedSession | null>(null);
  const userId = sync?.bookings.userId;

  useEffect(() => {
    if (!sync || userId === undefined || current) return;
    const due = dueReminders(sync, performance.now(), readShown(userId));
    // Already in the room: nothing to remind of.
    for (const s of due.filter((d) => isRoomOf(pathname, d.id))) markShown(userId, reminderKey(s));
    const next = due.find((d) => !isRoomOf(pathname, d.id));
    if (!next) return;
    markShown(userId, reminderKey(next));
    setCurrent(next);
  }, [sync, userId, pathname, current]);

  if (!current || isRoomOf(pathname, current.id)) return null;
  return (
    <aside className="live-reminder" aria-label="直播提醒">
      <p className="live-reminder__text" role="status">
        你预约的直播已开始：<span className="live-reminder__title">{current.title}</span>
      </p>
      <div className="live-reminder__actions">
        <button
          type="button"
          className="live-reminder__enter"
          onClick={() => {
            setCurrent(null);
            navigate(`/live/detail/${current.id}`);
          }}
        >
          进入直播
        </button>
        <button
          type="button"
          className="live-reminder__close"
          aria-label="关闭直播提醒"
          onClick={() => setCurrent(null)}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
