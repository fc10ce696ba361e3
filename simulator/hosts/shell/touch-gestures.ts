/**
 * Touch gestures as the sequences of multi-point touch events a finger (or two) makes, at about
 * 60 events a second, and the runner that sends them to a page with the DevTools protocol's
 * Input.dispatchTouchEvent: the page sees real TouchEvents with several touches, and Chromium's
 * own gesture recognizer turns them into long-presses, scrolls with momentum and pinch-zoom.
 */
import type { CdpSend } from './system-driver';

export type Point = { x: number; y: number };
type TouchType = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';
/** One event: the touches down after it (none on touchEnd / touchCancel), then a pause. */
export type TouchStep = { type: TouchType; points: (Point & { id: number })[]; waitMs: number };

/** One frame at 60 Hz: how often a finger's moves are reported. */
const FRAME_MS = 16;
const round = (p: Point, id: number) => ({ x: Math.round(p.x), y: Math.round(p.y), id });
const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** One finger held still for `durationMs`, then lifted. */
export function longPressSteps(at: Point, durationMs = 800): TouchStep[] {
  return [
    { type: 'touchStart', points: [round(at, 0)], waitMs: durationMs },
    { type: 'touchEnd', points: [], waitMs: 0 },
  ];
}

/**
 * One finger from `from` to `to` in `durationMs`, lifted while still moving (a fast one is a fling:
 * the page keeps scrolling after the finger has left), or `cancel`led by the system at the end.
 */
export function swipeSteps(
  from: Point,
  to: Point,
  durationMs = 300,
  {
    end = 'touchEnd',
    accelerate = false,
  }: { end?: 'touchEnd' | 'touchCancel'; accelerate?: boolean } = {},
): TouchStep[] {
  const frames = Math.max(2, Math.round(durationMs / FRAME_MS));
  // A flick speeds up until the finger leaves: its last moves are the fastest.
  const progress = (t: number) => (accelerate ? t * t : t);
  const steps: TouchStep[] = [{ type: 'touchStart', points: [round(from, 0)], waitMs: FRAME_MS }];
  for (let i = 1; i <= frames; i += 1)
    steps.push({
      type: 'touchMove',
      points: [round(lerp(from, to, progress(i / frames)), 0)],
      waitMs: FRAME_MS,
    });
  steps.push({ type: end, points: [], waitMs: 0 });
  return steps;
}

/**
 * Two fingers on either side of `center`, `radius` apart from it, turning by `degrees` while their
 * distance is multiplied by `scale`: a pinch (scale ≠ 1), a two-finger rotation (degrees ≠ 0) or both.
 */
export function twoFingerSteps(
  center: Point,
  { scale = 1, degrees = 0, radius = 60, durationMs = 400 } = {},
): TouchStep[] {
  const frames = Math.max(2, Math.round(durationMs / FRAME_MS));
  const fingers = (t: number) => {
    const r = radius * (1 + (scale - 1) * t);
    const angle = (degrees * t * Math.PI) / 180;
    const dx = Math.cos(angle) * r;
    const dy = Math.sin(angle) * r;
    return [
      round({ x: center.x - dx, y: center.y - dy }, 0),
      round({ x: center.x + dx, y: center.y + dy }, 1),
    ];
  };
  const steps: TouchStep[] = [{ type: 'touchStart', points: fingers(0), waitMs: FRAME_MS }];
  for (let i = 1; i <= frames; i += 1)
    steps.push({ type: 'touchMove', points: fingers(i / frames), waitMs: FRAME_MS });
  steps.push({ type: 'touchEnd', points: [], waitMs: 0 });
  return steps;
}

/**
 * The back gesture as the page sees it: a finger lands on the left edge and starts across, then
 * the system recognizes the gesture and takes it (the page's touch ends cancelled; the system
 * does the going back, not the page's scrolling).
 */
export function edgeSwipeSteps(viewport: { width: number; height: number }): TouchStep[] {
  const y = viewport.height / 2;
  return swipeSteps({ x: 0, y }, { x: 24, y }, 48, { end: 'touchCancel' });
}

/**
 * Sends the steps to a page through `send` (its DevTools protocol client), pausing between them as a hand does. Each event carries the
 * time the hand made it, so a busy machine that delivers them late does not change the gesture's
 * speed (the page's momentum follows the finger's velocity).
 */
export async function runTouchSteps(
  send: CdpSend,
  steps: readonly TouchStep[],
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => number = Date.now,
): Promise<void> {
  let at = now();
  for (const step of steps) {
    await send('Input.dispatchTouchEvent', {
      type: step.type,
      touchPoints: step.points,
      timestamp: at / 1000,
    });
    at += step.waitMs;
    if (step.waitMs > 0) await sleep(step.waitMs);
  }
}
