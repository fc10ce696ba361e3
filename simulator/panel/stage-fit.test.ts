import { describe, expect, it } from 'vitest';
import {
  frameBox,
  MAX_PHONE_COLUMN,
  MIN_FRAME_HEIGHT,
  MIN_PHONE_COLUMN,
  phoneColumnWidths,
  LANDSCAPE_SHARE,
  STAGE_GAP,
  stageMinHeight,
} from './stage-fit';

describe('phoneColumnWidths', () => {
  it('shares the stage equally between upright phones, the gaps taken out, so every phone is in sight', () => {
    const widths = phoneColumnWidths(1500, Array<boolean>(6).fill(false));
    const width = Math.floor((1500 - 5 * STAGE_GAP) / 6);
    expect(widths).toEqual(Array<number>(6).fill(width));
    expect(6 * width + 5 * STAGE_GAP).toBeLessThanOrEqual(1500);
  });

  it('gives a turned phone a landscape column: its share is wider than an upright neighbour', () => {
    const [upright, turned, other] = phoneColumnWidths(1200, [false, true, false]);
    const unit = (1200 - 2 * STAGE_GAP) / (2 + LANDSCAPE_SHARE);
    expect(upright).toBe(Math.floor(unit));
    expect(other).toBe(Math.floor(unit));
    expect(turned).toBe(Math.floor(unit * LANDSCAPE_SHARE));
    expect((upright ?? 0) + (turned ?? 0) + (other ?? 0) + 2 * STAGE_GAP).toBeLessThanOrEqual(1200);
  });

  it('draws one upright phone no wider than its maximum, a turned one wider', () => {
    expect(phoneColumnWidths(1500, [false])).toEqual([MAX_PHONE_COLUMN.portrait]);
    expect(phoneColumnWidths(1500, [true])).toEqual([MAX_PHONE_COLUMN.landscape]);
  });

  it('stops shrinking at a legible width: the stage scrolls instead', () => {
    expect(phoneColumnWidths(800, Array<boolean>(8).fill(false))[0]).toBe(MIN_PHONE_COLUMN);
    expect(phoneColumnWidths(800, [true, ...Array<boolean>(8).fill(false)])[0]).toBe(
      MIN_PHONE_COLUMN * LANDSCAPE_SHARE,
    );
  });

  it('has no column without phones', () => {
    expect(phoneColumnWidths(1500, [])).toEqual([]);
  });
});

describe('frameBox', () => {
  it('gives the frame the column and the height under its toolbar and gap', () => {
    expect(frameBox(300, 900, 128)).toEqual({ width: 300, height: 772 });
  });

  it('never goes below a legible height on a short window', () => {
    expect(frameBox(300, 400, 258).height).toBe(MIN_FRAME_HEIGHT);
  });
});

describe('stageMinHeight', () => {
  it("keeps room for the tallest phone's chrome above its smallest frame, plus the stage's padding", () => {
    expect(stageMinHeight([140, 179.5, 120], 8)).toBe(Math.ceil(179.5 + MIN_FRAME_HEIGHT + 8));
  });

  it('lets a phone whose chrome grew (a taller toolbar) claim more', () => {
    expect(stageMinHeight([180], 8) - stageMinHeight([140], 8)).toBe(40);
  });

  it('claims nothing without phones', () => {
    expect(stageMinHeight([], 8)).toBe(0);
  });
});
