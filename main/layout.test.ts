import { describe, expect, it } from 'vitest';
import { layoutPhones, PHONE_GAP, WINDOW_PADDING } from './layout';

describe('phones layout', () => {
  it('puts phones side by side, each web view at its viewport size under its chrome', () => {
    const { slots, width, height } = layoutPhones([
      { width: 393, height: 659, chromeHeight: 47 + 44 },
      { width: 412, height: 839, chromeHeight: 24 + 48 },
    ]);
    const [first, second] = slots;
    expect(first?.content).toEqual({
      x: WINDOW_PADDING,
      y: first!.chrome.y + 47 + 44,
      width: 393,
      height: 659,
    });
    expect(second?.content.x).toBe(WINDOW_PADDING + 393 + PHONE_GAP);
    expect(second?.content.width).toBe(412);
    expect(second?.chrome.height).toBe(24 + 48);
    // No two phones overlap and the window holds them all.
    expect(first!.frame.x + first!.frame.width).toBeLessThan(second!.frame.x);
    expect(width).toBe(second!.frame.x + 412 + WINDOW_PADDING);
    expect(height).toBeGreaterThanOrEqual(second!.content.y + 839);
  });
});
