import { useEffect, useState } from 'react';
import { liveBookingUpcomingEndpoint } from '@/contracts/api/live-booking';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { BOOKINGS_CHANGED_EVENT } from './bookings-changed';
import { nextCheckIn, type BookingSync } from './reminder-schedule';

/**
 * The user's booked sessions as the server last answered them. Asked on mount, at the next booked
 * start by the server's clock (one timer, not a poll every second), on the slow beat otherwise, on
 * coming back to the page (a suspended page's timers and clock may have stood still) and when a
 * booking changes on this page. A hidden page asks nothing. Failures are silent: the next check tries again.
 */
export function useBookingSync(): BookingSync | null {
  const [sync, setSync] = useState<BookingSync | null>(null);
  const [asks, setAsks] = useState(0);

  useEffect(() => {
    let current = true;
    callEndpoint(liveBookingUpcomingEndpoint, undefined, { silent: true }).then(
      (bookings) => current && setSync({ bookings, receivedAt: performance.now() }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asks]);

  useEffect(() => {
    const ask = () => setAsks((n) => n + 1);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(BOOKINGS_CHANGED_EVENT, ask);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(BOOKINGS_CHANGED_EVENT, ask);
    };
  }, []);

  useEffect(() => {
    if (!sync) return undefined;
    const timer = setTimeout(
      () => {
        if (document.visibilityState !== 'hidden') setAsks((n) => n + 1);
      },
      nextCheckIn(sync, performance.now()),
    );
    return () => clearTimeout(timer);
  }, [sync]);

  return sync;
}
