/** The framed screenshot's page and the host that photographs it (simulator/hosts/framed-still.ts). */
import type { Orientation } from '../devices/frame-layout';
import type { PhoneSummary } from './index';

/** The DOM event the still page listens for, one per screenshot. */
export const STILL_EVENT = 'framed-still';

/** One screenshot to draw: the phone as listed, how it is turned, its page's pixels. */
export type StillRequest = {
  phone: PhoneSummary;
  orientation: Orientation;
  /** Same-origin URL of the page's PNG. */
  shotUrl: string;
  /** Tells this drawing from the previous one (the frame is drawn afresh for each). */
  version: number;
};
