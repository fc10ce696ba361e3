/**
 * Compares a screenshot with its baseline (pixelmatch). A pixel counts as changed when its colour
 * moved more than `threshold` (pixelmatch's YIQ distance, 0–1) and it is not an anti-aliased edge
 * pixel; a page fails when the changed share of all pixels exceeds `budget`, or when the sizes
 * differ (a different frame or viewport: nothing to compare pixel by pixel).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Defaults measured on this suite's Chromium (docs/baselines.md): two runs differ by no pixel;
 * font hinting or a rounded pixel ratio move glyph edges, which anti-aliasing detection and a
 * 0.1 colour threshold absorb but for a few hundredths of a percent. One row of text moved by a
 * pixel changes far more than 0.2 %.
 */
const DEFAULT_THRESHOLD = 0.1;
export const DEFAULT_BUDGET = 0.002;

export type CompareOptions = { threshold?: number; budget?: number };

/** The bounding box of the changed pixels, in the PNG's pixels. */
type Region = { x: number; y: number; width: number; height: number };

export type Comparison = {
  pass: boolean;
  changedPixels: number;
  totalPixels: number;
  /** changedPixels / totalPixels (1 when the sizes differ). */
  changedShare: number;
  budget: number;
  /** Both sizes when they differ; null when they match. */
  sizeMismatch: { baseline: Size; now: Size } | null;
  /** Where the changed pixels are; null when none changed. */
  region: Region | null;
  /** The difference picture (changed pixels red over a faded copy); null when the sizes differ. */
  diff: PNG | null;
};

type Size = { width: number; height: number };

const DIFF_COLOR: [number, number, number] = [255, 0, 0];

/** Compares two PNG files' contents. */
export const comparePngs = (baseline: Buffer, now: Buffer, options?: CompareOptions): Comparison =>
  compareImages(PNG.sync.read(baseline), PNG.sync.read(now), options);

/** Compares two decoded pictures (a run decodes each once). */
export function compareImages(
  baseline: PNG,
  now: PNG,
  { threshold = DEFAULT_THRESHOLD, budget = DEFAULT_BUDGET }: CompareOptions = {},
): Comparison {
  if (baseline.width !== now.width || baseline.height !== now.height) {
    const totalPixels = Math.max(baseline.width * baseline.height, now.width * now.height);
    return {
      pass: false,
      changedPixels: totalPixels,
      totalPixels,
      changedShare: 1,
      budget,
      sizeMismatch: {
        baseline: { width: baseline.width, height: baseline.height },
        now: { width: now.width, height: now.height },
      },
      region: { x: 0, y: 0, width: now.width, height: now.height },
      diff: null,
    };
  }
  const { width, height } = baseline;
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(baseline.data, now.data, diff.data, width, height, {
    threshold,
    includeAA: false,
    diffColor: DIFF_COLOR,
    aaColor: [255, 200, 0],
    alpha: 0.2,
  });
  const totalPixels = width * height;
  const changedShare = changedPixels / totalPixels;
  return {
    pass: changedShare <= budget,
    changedPixels,
    totalPixels,
    changedShare,
    budget,
    sizeMismatch: null,
    region: changedPixels > 0 ? changedRegion(diff) : null,
    diff,
  };
}

/** The box around the pixels pixelmatch painted in the difference colour. */
function changedRegion(diff: PNG): Region | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  const { data, width, height } = diff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (
        data[i] !== DIFF_COLOR[0] ||
        data[i + 1] !== DIFF_COLOR[1] ||
        data[i + 2] !== DIFF_COLOR[2]
      )
        continue;
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * A picture as a PNG file. Paeth filtering only: trying every filter per row (pngjs's default)
 * takes twice as long for files a few per cent smaller.
 */
export const encodePng = (image: PNG): Buffer =>
  PNG.sync.write(image, { filterType: 4, deflateLevel: 6 });

/** The share as the report and the messages write it: `0.123 %`. */
export const formatShare = (share: number): string =>
  `${(share * 100).toFixed(share > 0 && share < 0.0001 ? 4 : 3)} %`;
