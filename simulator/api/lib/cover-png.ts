import { PNG } from 'pngjs';
import { paletteColor, rgbOf } from './svg';

/**
 * Raster covers for the mock's goods, courses, articles, news and topics.
 *
 * Real backends serve JPEG/PNG/WebP, which the browser decodes off the main thread; an SVG <img> is a
 * document of its own that Chromium parses and lays out on the main thread (with CJK font layout for
 * a title), so the mock serves small PNGs instead to keep page timings honest. No text: the page shows
 * the title beside the picture.
 */

/** Pixel size: 16:9, what phones show at 2×–3× of the ~110–160 CSS px cover slots. */
export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;

/** Encoded covers kept in memory so that load tests do not re-encode; the oldest leaves first. */
const CACHE_LIMIT = 500;
const cache = new Map<number, Buffer>();

/** A small deterministic generator (mulberry32) so each id always gets the same motif. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Circle {
  cx: number;
  cy: number;
  r: number;
  alpha: number;
}

/** Draws the cover's pixels: diagonal gradient, a light band and a few translucent white circles. */
function paint(id: number): PNG {
  const png = new PNG({
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    colorType: 2,
    inputHasAlpha: true,
  });
  const [r0, g0, b0] = rgbOf(paletteColor(id));
  const [r1, g1, b1] = rgbOf(paletteColor(id + 3));
  const rand = seeded(id * 2654435761);
  const circles: Circle[] = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => ({
    cx: rand() * COVER_WIDTH,
    cy: rand() * COVER_HEIGHT,
    r: 30 + rand() * 70,
    alpha: 0.12 + rand() * 0.14,
  }));
  // A diagonal band whose slope and position depend on the id.
  const bandSlope = rand() * 1.2 - 0.6;
  const bandOffset = COVER_HEIGHT * (0.3 + rand() * 0.4);
  const bandHalf = 10 + rand() * 18;
  const span = COVER_WIDTH + COVER_HEIGHT;
  for (let y = 0; y < COVER_HEIGHT; y++) {
    for (let x = 0; x < COVER_WIDTH; x++) {
      // Quantised steps keep rows repetitive, which deflate compresses far better than a smooth ramp.
      const t = Math.round(((x + y) / span) * 32) / 32;
      let r = r0 + (r1 - r0) * t;
      let g = g0 + (g1 - g0) * t;
      let b = b0 + (b1 - b0) * t;
      let white = 0;
      if (Math.abs(y - (bandOffset + bandSlope * (x - COVER_WIDTH / 2))) < bandHalf) white += 0.1;
      for (const c of circles) if ((x - c.cx) ** 2 + (y - c.cy) ** 2 < c.r * c.r) white += c.alpha;
      white = Math.min(white, 0.6);
      r += (255 - r) * white;
      g += (255 - g) * white;
      b += (255 - b) * white;
      const i = (y * COVER_WIDTH + x) * 4;
      png.data[i] = Math.round(r);
      png.data[i + 1] = Math.round(g);
      png.data[i + 2] = Math.round(b);
      png.data[i + 3] = 255;
    }
  }
  return png;
}

/** The PNG cover for an id: the same bytes for the same id, different pictures for different ids. */
export function coverPng(id: number): Buffer {
  const hit = cache.get(id);
  if (hit) {
    // Refresh its place so the most used covers stay.
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  // pngjs defaults to run-length-only deflate; the default strategy on unfiltered rows is about a third the size.
  const bytes = PNG.sync.write(paint(id), {
    colorType: 2,
    filterType: 0,
    deflateLevel: 9,
    deflateStrategy: 0,
  });
  cache.set(id, bytes);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return bytes;
}
