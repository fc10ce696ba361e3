import { describe, expect, it } from 'vitest';
import type { BookedSession } from '@/contracts/api/live-booking';
import {
  MIN_CHECK_MS,
  SLOW_CHECK_MS,
  dueReminders,
  nextCheckIn,
  reminderKey,
  type BookingSync,
} from './reminder-schedule';

const T = Date.UTC(2026, 10, 25, 11, 0, 0);
const session = (id: number, startAt: number, status: number): BookedSession => ({
  id,
  title: `直播${id}`,
  startAt,
  status,
});
// The phone's monotonic clock read 5 000 when the server answered at T.
const sync = (sessions: BookedSession[]): BookingSync => ({
  bookings: { serverNow: T, userId: 7, sessions },
  receivedAt: 5_000,
});

describe('booking reminders', () => {
  it('reminds of a booked session the server says is live, started within the window, once', () => {
    const s = sync([
      session(1, T - 60_000, 1),
      session(2, T - 11 * 60_000, 1),
      session(3, T + 60_000, 0),
    ]);
    expect(dueReminders(s, 5_000, new Set()).map((x) => x.id)).toEqual([1]);
    expect(dueReminders(s, 5_000, new Set([reminderKey(session(1, T - 60_000, 1))]))).toEqual([]);
    // Nine minutes on (by the page's clock since the answer), the session is past the window.
    expect(dueReminders(s, 5_000 + 9 * 60_000 + 1, new Set())).toEqual([]);
  });

  it('does not remind of a session still upcoming, even past its start: the server decides', () => {
    expect(dueReminders(sync([session(3, T - 1_000, 0)]), 5_000, new Set())).toEqual([]);
  });

  it('checks again at the next start by the server clock, else on the slow beat', () => {
    expect(
      nextCheckIn(sync([session(3, T + 90_000, 0), session(4, T + 86_400_000, 0)]), 5_000),
    ).toBe(90_000);
    expect(nextCheckIn(sync([session(3, T + 90_000, 0)]), 5_000 + 30_000)).toBe(60_000);
    expect(nextCheckIn(sync([session(4, T + 86_400_000, 0), session(1, T - 1, 1)]), 5_000)).toBe(
      SLOW_CHECK_MS,
    );
    expect(nextCheckIn(sync([]), 5_000)).toBe(SLOW_CHECK_MS);
    // A start just passed: soon, not in a loop.
    expect(nextCheckIn(sync([session(3, T - 500, 0)]), 5_000)).toBe(MIN_CHECK_MS);
  });

  it('keys a reminder by session and start: scheduled again, it reminds again', () => {
    expect(reminderKey(session(3, T, 1))).not.toBe(reminderKey(session(3, T + 1, 1)));
  });
});
