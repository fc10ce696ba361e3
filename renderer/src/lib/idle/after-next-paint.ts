/**
 * Runs `run` once the browser has painted the current frame, for a screen's secondary reads (tip
 * counts): they leave after what the user came to see is on screen, not alongside it. Answers a
 * cancel. A hidden tab paints nothing: `run` waits until it is shown.
 */
export function afterNextPaint(run: () => void, win: Window = window): () => void {
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(run, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
