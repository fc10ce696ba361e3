import {
  BOOKING_REMINDER_WINDOW_MINUTES,
  type BookedSession,
  type UpcomingBookings,
} from '@/contracts/api/live-booking';

/** The answer of GET /live/booking/upcoming and when it arrived on the page's monotonic clock (performance.now). */
export type BookingSync = { bookings: UpcomingBookings; receivedAt: number };

/** The slowest beat while the page is visible: bookings made elsewhere, or a session QA starts early. */
export const SLOW_CHECK_MS = 10 * 60_000;
/** The soonest next check: a start just passed is asked about again shortly, never in a loop. */
export const MIN_CHECK_MS = 2_000;

const LIVE = 1;
const WINDOW_MS = BOOKING_REMINDER_WINDOW_MINUTES * 60_000;

/** The server's clock at monotonic time `now`: measured from its answer, so the phone's own clock never matters. */
const serverNowAt = (sync: BookingSync, now: number): number =>
  sync.bookings.serverNow + (now - sync.receivedAt);

/** What identifies one reminder: the session and its start (a session scheduled again reminds again). */
export const reminderKey = (s: BookedSession): string => `${s.id}@${s.startAt}`;

/**
 * The booked sessions to remind of now: live (as the server answered), started within the
 * reminder window, and not shown to this user before. Soonest start first.
 */
export function dueReminders(
  sync: BookingSync,
  now: number,
  shown: ReadonlySet<string>,
): BookedSession[] {
  const serverNow = serverNowAt(sync, now);
  return sync.bookings.sessions.filter(
    (s) => s.status === LIVE && serverNow - s.startAt <= WINDOW_MS && !shown.has(reminderKey(s)),
  );
}

/**
 * Milliseconds until the server should be asked again: at the next booked start (the server
 * decides then whether the session is live), else on the slow beat.
 */
export function nextCheckIn(sync: BookingSync, now: number): number {
  const serverNow = serverNowAt(sync, now);
  const starts = sync.bookings.sessions
    .filter((s) => s.status !== LIVE)
    .map((s) => s.startAt - serverNow);
  const soonest = Math.min(SLOW_CHECK_MS, ...starts);
  return Math.max(MIN_CHECK_MS, soonest);
}
