import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** A window whose frames and idle moments the test advances by hand. */
function scriptedWindow() {
  const frames: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    cancelAnimationFrame: (id: number) => {
      frames[id - 1] = () => undefined;
    },
    requestIdleCallback: (cb: () => void) => idle.push(cb),
  } as unknown as Window;
  const frame = () => frames.splice(0).forEach((cb) => cb());
  const rest = () => idle.splice(0).forEach((cb) => cb());
  return { win, frame, rest };
}

describe('afterNextPaint', () => {
  it('runs two frames on, at the first idle moment', () => {
    const { win, frame, rest } = scriptedWindow();
    const run = vi.fn();
    afterNextPaint(run, win);
    frame();
    rest();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).not.toHaveBeenCalled();
    rest();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, wherever it was', () => {
    const { win, frame, rest } = scriptedWindow();
    const early = vi.fn();
    afterNextPaint(early, win)();
    const late = vi.fn();
    const cancel = afterNextPaint(late, win);
    frame();
    frame();
    cancel();
    rest();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
