/** How many reminders are remembered per user: enough for any number of bookings still current. */
const KEEP = 30;
const storageKey = (userId: number) => `live-reminders-shown:${userId}`;

/** The reminders this user has been shown on this phone (a reminder shows once). */
export function readShown(userId: number): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return new Set(
      Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/** Remembers that a reminder was shown; the oldest are forgotten past {@link KEEP}. */
export function markShown(userId: number, key: string): void {
  const keys = [...readShown(userId)].filter((k) => k !== key);
  keys.push(key);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(keys.slice(-KEEP)));
  } catch {
    // Storage full or denied: the reminder may show again, which is harmless.
  }
}
