import { whenIdle } from './after-first-screen';

/**
 * Runs `run` once the browser has shown the current frame and has a moment, for a screen's
 * secondary reads (tip counts, document-number links, a course's video source): they leave after
 * what the user came to see is on screen, not alongside it. Two frames on, the one holding the new
 * content has been presented, not only painted; then the first idle moment (1 s at most). Answers
 * a cancel. A hidden tab shows nothing: `run` waits until it is shown.
 */
export function afterNextPaint(run: () => void, win: Window = window): () => void {
  let cancelled = false;
  let frame = win.requestAnimationFrame(() => {
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      whenIdle(
        () => {
          if (!cancelled) run();
        },
        win,
        1000,
      );
    });
  });
  return () => {
    cancelled = true;
    if (frame) win.cancelAnimationFrame(frame);
  };
}
