/**
 * A two-finger gesture from a mouse: with Alt held, the press puts two fingers on either side of
 * the pointer, and dragging moves them mirrored around that point: right spreads them (zoom in),
 * left closes them (zoom out), up and down turn them (rotate). Page CSS pixels throughout.
 */
import type { Point } from '../devices/frame-layout';

/** Half the distance between the two fingers when they land. */
const FINGER_RADIUS = 40;

/** The two fingers for a drag of (`dx`, `dy`) page pixels from where the press landed on `center`. */
export function twoFingerPoints(center: Point, dx = 0, dy = 0): [Point, Point] {
  // Never closer than a few pixels: two fingers cannot be in one place.
  const reach = Math.max(4, FINGER_RADIUS + dx);
  return [
    { x: Math.round(center.x - reach), y: Math.round(center.y + dy) },
    { x: Math.round(center.x + reach), y: Math.round(center.y - dy) },
  ];
}

/**
 * A trackpad's pinch reaches a page as wheel events with ctrlKey set (deltaY < 0 spreading the
 * fingers), with no event when it ends: a pause this long ends it.
 */
export const TRACKPAD_PINCH_END_MS = 150;

/** How far apart the fingers have moved for the pinch's summed wheel deltaY (page pixels). */
export function trackpadPinchSpread(totalDeltaY: number): number {
  return -totalDeltaY;
}
