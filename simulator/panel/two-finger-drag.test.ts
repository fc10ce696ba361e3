import { describe, expect, it } from 'vitest';
import { twoFingerPoints } from './two-finger-drag';

const distance = ([a, b]: { x: number; y: number }[]) => Math.hypot(b!.x - a!.x, b!.y - a!.y);

describe('twoFingerPoints', () => {
  it('lands two fingers on either side of the press', () => {
    expect(twoFingerPoints({ x: 100, y: 200 })).toEqual([
      { x: 60, y: 200 },
      { x: 140, y: 200 },
    ]);
  });

  it('spreads them dragging right and closes them dragging left, never onto one point', () => {
    expect(distance(twoFingerPoints({ x: 100, y: 200 }, 40))).toBe(160);
    expect(distance(twoFingerPoints({ x: 100, y: 200 }, -20))).toBe(40);
    expect(distance(twoFingerPoints({ x: 100, y: 200 }, -200))).toBe(8);
  });

  it('turns them around the press dragging up or down', () => {
    const [a, b] = twoFingerPoints({ x: 100, y: 200 }, 0, 30);
    expect(a.y).toBe(230);
    expect(b.y).toBe(170);
    expect((a.x + b.x) / 2).toBe(100);
  });
});
