import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { comparePngs, DEFAULT_BUDGET, formatShare } from './compare';

type Paint = (x: number, y: number) => number;

/** A grey-scale PNG, `paint` giving each pixel's grey level. */
function png(width: number, height: number, paint: Paint): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const grey = paint(x, y);
      image.data[i] = image.data[i + 1] = image.data[i + 2] = grey;
      image.data[i + 3] = 255;
    }
  return PNG.sync.write(image);
}

/** A page: white, a dark title bar (rows 10–29) and lines of "text" further down. */
const page =
  (shift = 0): Paint =>
  (x, y) => {
    if (y >= 10 + shift && y < 30 + shift) return 40;
    if (y >= 50 && y < 190 && y % 12 < 3 && x % 7 < 4) return 20;
    return 255;
  };

describe('comparePngs', () => {
  it('two identical pictures: nothing changed, passes', () => {
    const result = comparePngs(png(100, 200, page()), png(100, 200, page()));
    expect(result).toMatchObject({
      pass: true,
      changedPixels: 0,
      region: null,
      sizeMismatch: null,
    });
    expect(result.diff).not.toBeNull();
  });

  it('a title bar moved down one row: fails, and the region is that bar’s edges', () => {
    const result = comparePngs(png(100, 200, page()), png(100, 200, page(1)));
    // Row 10 (bar now starts at 11) and row 30 (bar now ends at 30), each 100 px wide.
    expect(result.changedPixels).toBe(200);
    expect(result.changedShare).toBeCloseTo(0.01);
    expect(result.changedShare).toBeGreaterThan(DEFAULT_BUDGET);
    expect(result.pass).toBe(false);
    expect(result.region).toEqual({ x: 0, y: 10, width: 100, height: 21 });
  });

  it('an edge anti-aliased differently (a new Chromium) is not a change', () => {
    // A dark block with a one-pixel grey edge, whose grey differs between the two pictures.
    const block =
      (edge: number): Paint =>
      (x, y) =>
        y < 20 || y >= 60 ? 255 : x < 30 ? 0 : x === 30 ? edge : 255;
    const strict = comparePngs(png(80, 80, block(110)), png(80, 80, block(170)), { threshold: 0 });
    expect(strict.changedPixels).toBe(0);
    const result = comparePngs(png(80, 80, block(110)), png(80, 80, block(170)));
    expect(result).toMatchObject({ pass: true, changedPixels: 0 });
  });

  it('a faint colour change under the threshold passes; over the budget it fails', () => {
    const faint = comparePngs(
      png(50, 50, () => 200),
      png(50, 50, () => 203),
    );
    expect(faint.changedPixels).toBe(0);
    const changed = comparePngs(
      png(50, 50, () => 200),
      png(50, 50, (x, y) => (y < 1 ? 0 : 200)),
    );
    expect(changed.changedPixels).toBe(50);
    expect(changed.pass).toBe(false);
    expect(
      comparePngs(
        png(50, 50, () => 200),
        png(50, 50, (x, y) => (y < 1 ? 0 : 200)),
        { budget: 0.05 },
      ).pass,
    ).toBe(true);
  });

  it('pictures of different sizes fail with both sizes and no difference picture', () => {
    const result = comparePngs(png(100, 200, page()), png(100, 201, page()));
    expect(result).toMatchObject({
      pass: false,
      changedShare: 1,
      diff: null,
      sizeMismatch: { baseline: { width: 100, height: 200 }, now: { width: 100, height: 201 } },
    });
  });
});

describe('formatShare', () => {
  it('writes per cent with three decimals, more for a tiny share', () => {
    expect(formatShare(0.002)).toBe('0.200 %');
    expect(formatShare(0)).toBe('0.000 %');
    expect(formatShare(0.0000042)).toBe('0.0004 %');
  });
});
