/**
 * The reminder of booked (预约) live sessions (docs/product.md「课程与直播」), designed here as the
 * original API had no such call: the signed-in user's booked sessions that are upcoming or live,
 * with the server's clock, so the app can schedule its next check for the next start and remind the
 * user when one goes live. A module of its own: the reminder loads it lazily, off every landing
 * page.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** Minutes after a booked session started during which the app still reminds of it (e.g. on opening). */
export const BOOKING_REMINDER_WINDOW_MINUTES = 10;

/** A booked session: `status` a COURSE_STATUS (0 upcoming, 1 live), `startAt` ms on the server's clock. */
export const bookedSessionSchema = z.object({
  id: z.int(),
  title: z.string(),
  startAt: z.number(),
  status: z.int(),
});
export type BookedSession = z.infer<typeof bookedSessionSchema>;

/** GET /live/booking/upcoming: booked sessions not over yet, soonest first, and the server's clock. */
export const upcomingBookingsSchema = z.object({
  serverNow: z.number(),
  /** Whose bookings: the app remembers per user which reminders it showed. */
  userId: z.int(),
  sessions: z.array(bookedSessionSchema),
});
export type UpcomingBookings = z.infer<typeof upcomingBookingsSchema>;

/** GET /live/booking/upcoming: 我预约的直播（未开始与直播中） */
export const liveBookingUpcomingEndpoint = {
  method: 'GET',
  path: '/live/booking/upcoming',
  response: upcomingBookingsSchema,
} as const satisfies Endpoint;
