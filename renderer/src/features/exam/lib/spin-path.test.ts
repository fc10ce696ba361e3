import { describe, expect, it } from 'vitest';
import { spinPath, stepDelay } from './spin-path';

describe('spinPath', () => {
  it('turns round the grid twice and stops on the server’s prize', () => {
    const path = spinPath(7, -1, 3);
    expect(path).toHaveLength(2 * 7 + 4);
    expect(path.slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 0]);
    expect(path.at(-1)).toBe(3);
  });

  it('starts after the cell the last draw landed on, and a full turn when it lands there again', () => {
    expect(spinPath(7, 5, 1).slice(0, 3)).toEqual([6, 0, 1]);
    expect(spinPath(7, 5, 1).at(-1)).toBe(1);
    const same = spinPath(7, 4, 4, 1);
    expect(same).toHaveLength(14);
    expect(same.at(-1)).toBe(4);
  });

  it('has no path to a prize that is not on the grid', () => {
    expect(spinPath(7, 0, 7)).toEqual([]);
    expect(spinPath(0, 0, 0)).toEqual([]);
  });
});

describe('stepDelay', () => {
  it('slows down over the last cells', () => {
    expect(stepDelay(0, 20)).toBe(60);
    expect(stepDelay(19, 20)).toBeGreaterThan(stepDelay(15, 20));
    expect(stepDelay(19, 20)).toBe(330);
  });
});
