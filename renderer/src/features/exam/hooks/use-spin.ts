import { useCallback, useEffect, useRef, useState } from 'react';
import { spinPath, stepDelay } from '../lib/spin-path';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The light running round the prize grid: `spin(target)` resolves once it rests on the server's prize
 * (at once when the user prefers reduced motion). `lit` is the cell lit now, -1 before any draw.
 */
export function useSpin(count: number): { lit: number; spin: (target: number) => Promise<void> } {
  const [lit, setLit] = useState(-1);
  const litRef = useRef(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = useCallback(
    (target: number) =>
      new Promise<void>((resolve) => {
        const show = (cell: number) => {
          litRef.current = cell;
          setLit(cell);
        };
        const path = reducedMotion() ? [target] : spinPath(count, litRef.current, target);
        const next = (i: number) => {
          const cell = path[i];
          if (cell === undefined) return resolve();
          show(cell);
          timer.current = setTimeout(
            () => next(i + 1),
            i === path.length - 1 ? 0 : stepDelay(i, path.length),
          );
        };
        next(0);
      }),
    [count],
  );
  return { lit, spin };
}
