import { PNG } from 'pngjs';
import { paletteColor, rgbOf } from './svg';

/**
 * Raster avatars for the mock's users: a white head-and-shoulders figure on a round background of
 * the user's colour, as apps show for a member without a photo of their own.
 *
 * PNG for the same reason as the covers (cover-png.ts): real backends serve photos, which the
 * browser decodes off the main thread, while Chromium opens each SVG <img> as a document on the
 * main thread (20–35 ms for a Q&A page's first avatars on a slow core, measured in its traces).
 */

/** Pixel size: 2×–3× the 32–48 CSS px the pages show avatars at. */
export const AVATAR_SIZE = 96;

/** Where a user's avatar is served. */
export const avatarPath = (userId: number): string => `/media/avatar/${userId}.png`;

/** Samples per pixel side: edges anti-aliased by coverage. */
const SUBSAMPLES = 4;

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** At a point of the picture: 0 outside the disc, 1 on the background, 2 on the figure. */
function layerAt(x: number, y: number): 0 | 1 | 2 {
  const c = AVATAR_SIZE / 2;
  if (!inCircle(x, y, c, c, c)) return 0;
  const head = inCircle(x, y, c, AVATAR_SIZE * 0.39, AVATAR_SIZE * 0.18);
  const shoulders = inEllipse(x, y, c, AVATAR_SIZE * 0.97, AVATAR_SIZE * 0.34, AVATAR_SIZE * 0.3);
  return head || shoulders ? 2 : 1;
}

function paint(color: string): PNG {
  const png = new PNG({ width: AVATAR_SIZE, height: AVATAR_SIZE });
  const [r0, g0, b0] = rgbOf(color);
  const samples = SUBSAMPLES * SUBSAMPLES;
  for (let y = 0; y < AVATAR_SIZE; y++) {
    for (let x = 0; x < AVATAR_SIZE; x++) {
      let disc = 0;
      let figure = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const layer = layerAt(x + (sx + 0.5) / SUBSAMPLES, y + (sy + 0.5) / SUBSAMPLES);
          if (layer > 0) disc++;
          if (layer === 2) figure++;
        }
      }
      // The figure's share of the disc's samples, blended towards white.
      const white = disc === 0 ? 0 : (figure / disc) * 0.92;
      const i = (y * AVATAR_SIZE + x) * 4;
      png.data[i] = Math.round(r0 + (255 - r0) * white);
      png.data[i + 1] = Math.round(g0 + (255 - g0) * white);
      png.data[i + 2] = Math.round(b0 + (255 - b0) * white);
      png.data[i + 3] = Math.round((disc / samples) * 255);
    }
  }
  return png;
}

/** One picture per palette colour, encoded once. */
const byColor = new Map<string, Buffer>();

/** The PNG avatar of a user: the same bytes for the same id; the colour follows the id. */
export function avatarPng(userId: number): Buffer {
  const color = paletteColor(userId);
  let bytes = byColor.get(color);
  if (!bytes) {
    bytes = PNG.sync.write(paint(color), { deflateLevel: 9 });
    byColor.set(color, bytes);
  }
  return bytes;
}
