const HOUR = 3_600_000;

/** Midnight (Beijing time, UTC+8) of the day containing `now` (ms). */
export const dayStart = (now: number): number => now - ((now + 8 * HOUR) % (24 * HOUR));
