import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';

// The reminder, its call and its styles load only for a signed-in user, after the first screen.
const BookingReminder = lazy(async () => ({
  default: (await import('@/features/live/reminder/booking-reminder')).BookingReminder,
}));

/** Waits this long after start (or a login) before loading the reminder: the first screen comes first. */
const LOAD_AFTER_MS = 1_500;

/**
 * Hosts the reminder of booked live sessions on every page, for a signed-in user only (one per
 * account: another login starts afresh). Adds no weight to the first screen.
 */
export function LiveReminderHost() {
  const token = useSessionStore((s) => s.token);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!token) return undefined;
    const timer = setTimeout(() => setReady(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [token]);
  if (!token || !ready) return null;
  return (
    <Suspense fallback={null}>
      <BookingReminder key={token} />
    </Suspense>
  );
}
