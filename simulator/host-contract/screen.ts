/**
 * The screen channel of the framed Chromium host (in addition to the PanelHost calls): the panel
 * receives each phone's pixels and layout, and sends input back. Pure types and zod schemas, shared
 * by the host (simulator/hosts/framed-panel-host.ts), its HTTP routes and the panel.
 */
import { z } from 'zod';
import { ORIENTATIONS, type Orientation } from '../devices/frame-layout';

export type { Orientation } from '../devices/frame-layout';

/** A JPEG of a phone's page, as Chromium's screencast painted it. */
export type ScreenFrame = {
  /** Base64 JPEG. */
  data: string;
  /** The page's CSS size the frame shows. */
  width: number;
  height: number;
  /** Epoch ms when Chromium painted it. */
  at: number;
};

/** What the screen channel pushes to the panel. */
export type ScreenEvent =
  | { type: 'frame'; phoneId: string; frame: ScreenFrame }
  | { type: 'layout'; phoneId: string; orientation: Orientation };

/** Keys the panel forwards as key presses (everything else typed arrives as committed text). */
export const SCREEN_KEYS = [
  'Backspace',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowUp',
  'ArrowRight',
  'ArrowDown',
  'Delete',
] as const;

const coordinate = z.number().finite().min(-10_000).max(10_000);

/** One input event from the panel, in the page's CSS pixels. */
const screenInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['touchStart', 'touchMove']),
    x: coordinate,
    y: coordinate,
    /** Several fingers (a pinch or rotation drawn with the mouse); `x`, `y` is then the first. */
    points: z
      .array(z.object({ x: coordinate, y: coordinate }))
      .min(1)
      .max(5)
      .optional(),
  }),
  z.object({ type: z.enum(['touchEnd', 'touchCancel']) }),
  z.object({
    type: z.literal('wheel'),
    x: coordinate,
    y: coordinate,
    deltaX: coordinate,
    deltaY: coordinate,
  }),
  z.object({ type: z.literal('text'), text: z.string().min(1).max(2000) }),
  z.object({ type: z.literal('key'), key: z.enum(SCREEN_KEYS) }),
]);
export type ScreenInput = z.infer<typeof screenInputSchema>;

export const screenInputBatchSchema = z.object({
  events: z.array(screenInputSchema).min(1).max(500),
});
/**
 * The size, in device pixels, at which the panel draws a phone's page (its scaled-to-fit CSS size
 * times the panel's devicePixelRatio). The host encodes the stream no larger: the page itself keeps
 * its emulation (viewport, deviceScaleFactor), only the picture sent to the panel shrinks.
 * `visible: false` (scrolled out of the panel, or the panel's tab hidden): the host encodes nothing
 * for that phone until it is visible again, leaving the machine to the phones QA looks at.
 */
export const screenViewSchema = z.object({
  width: z.number().int().min(16).max(8192),
  height: z.number().int().min(16).max(8192),
  visible: z.boolean().optional(),
});
export type ScreenView = z.infer<typeof screenViewSchema>;

export const rotateSchema = z.object({
  orientation: z.enum(ORIENTATIONS as [Orientation, ...Orientation[]]),
});

/** Where the screen channel lives, under the panel API's prefix (the static server hands it over). */
export const SCREEN_API_PREFIX = '/__panel/api/screen';
