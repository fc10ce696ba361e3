import { describe, expect, it } from 'vitest';
import {
  frameBox,
  MAX_PHONE_COLUMN,
  MIN_FRAME_HEIGHT,
  MIN_PHONE_COLUMN,
  phoneColumnWidth,
  STAGE_GAP,
} from './stage-fit';

describe('phoneColumnWidth', () => {
  it('shares the stage equally, the gaps taken out, so every phone is in sight', () => {
    const width = phoneColumnWidth(1500, 6, false);
    expect(width).toBe(Math.floor((1500 - 5 * STAGE_GAP) / 6));
    expect(6 * width + 5 * STAGE_GAP).toBeLessThanOrEqual(1500);
  });

  it('draws one upright phone no wider than its maximum, a turned one wider', () => {
    expect(phoneColumnWidth(1500, 1, false)).toBe(MAX_PHONE_COLUMN.portrait);
    expect(phoneColumnWidth(1500, 1, true)).toBe(MAX_PHONE_COLUMN.landscape);
  });

  it('stops shrinking at a legible width: the stage scrolls instead', () => {
    expect(phoneColumnWidth(800, 8, false)).toBe(MIN_PHONE_COLUMN);
  });

  it('has no column without phones', () => {
    expect(phoneColumnWidth(1500, 0, false)).toBe(0);
  });
});

describe('frameBox', () => {
  it('gives the frame the column and the height under its toolbar', () => {
    expect(frameBox(300, 900, 120, 8)).toEqual({ width: 300, height: 772 });
  });

  it('never goes below a legible height on a short window', () => {
    expect(frameBox(300, 400, 250, 8).height).toBe(MIN_FRAME_HEIGHT);
  });
});
