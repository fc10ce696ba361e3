import { describe, expect, it } from 'vitest';
import { edgeSwipeSteps, longPressSteps, swipeSteps, twoFingerSteps } from './touch-gestures';

const distance = (points: { x: number; y: number }[]) =>
  Math.hypot(points[1]!.x - points[0]!.x, points[1]!.y - points[0]!.y);

describe('touch gestures', () => {
  it('a long press holds one finger for its duration', () => {
    const steps = longPressSteps({ x: 10.4, y: 20.6 }, 700);
    expect(steps.map((s) => s.type)).toEqual(['touchStart', 'touchEnd']);
    expect(steps[0]).toEqual({
      type: 'touchStart',
      points: [{ x: 10, y: 21, id: 0 }],
      waitMs: 700,
    });
  });

  it('a swipe moves one finger frame by frame to its end, faster when shorter', () => {
    const slow = swipeSteps({ x: 100, y: 500 }, { x: 100, y: 200 }, 320);
    const fast = swipeSteps({ x: 100, y: 500 }, { x: 100, y: 200 }, 64);
    expect(slow.at(-2)?.points).toEqual([{ x: 100, y: 200, id: 0 }]);
    expect(slow.at(-1)?.type).toBe('touchEnd');
    expect(fast.length).toBeLessThan(slow.length);
  });

  it('a pinch spreads two fingers by its scale around the centre', () => {
    const steps = twoFingerSteps({ x: 200, y: 300 }, { scale: 2, radius: 50 });
    expect(steps[0]?.points).toHaveLength(2);
    expect(distance(steps[0]!.points)).toBeCloseTo(100, 0);
    expect(distance(steps.at(-2)!.points)).toBeCloseTo(200, 0);
    expect(steps.at(-1)).toEqual({ type: 'touchEnd', points: [], waitMs: 0 });
  });

  it('a rotation turns the fingers by its angle at the same distance', () => {
    const last = twoFingerSteps({ x: 0, y: 0 }, { degrees: 90, radius: 50 }).at(-2)!.points;
    expect(last[0]!.x).toBeCloseTo(0, 0);
    expect(Math.abs(last[0]!.y)).toBe(50);
    expect(distance(last)).toBeCloseTo(100, 0);
  });

  it('the edge swipe starts on the left edge and ends cancelled (the system takes it)', () => {
    const steps = edgeSwipeSteps({ width: 400, height: 800 });
    expect(steps[0]?.points[0]).toEqual({ x: 0, y: 400, id: 0 });
    expect(steps.at(-2)?.points[0]?.x).toBe(24);
    expect(steps.at(-1)?.type).toBe('touchCancel');
  });
});
