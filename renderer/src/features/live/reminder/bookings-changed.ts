/** The window event a booking made or cancelled on this page raises: the reminder asks the server again. */
export const BOOKINGS_CHANGED_EVENT = 'live:bookings-changed';

/** Tells the booking reminder that the user's bookings changed. */
export function notifyBookingsChanged(): void {
  window.dispatchEvent(new Event(BOOKINGS_CHANGED_EVENT));
}
