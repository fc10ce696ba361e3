import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler, setTimeout } as unknown as Window);
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('resolves only in a later task elsewhere (a zero timeout)', async () => {
    vi.useFakeTimers();
    try {
      let resumed = false;
      const waiting = yieldToMain({ setTimeout: globalThis.setTimeout } as unknown as Window).then(
        () => {
          resumed = true;
        },
      );
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await waiting;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
