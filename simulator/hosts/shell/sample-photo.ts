/**
 * The bundled sample photo QA picks in a file or camera picker: a PNG drawn here (a sky, a sun
 * and hills), so that nothing binary sits in the repository and every pick is the same picture.
 */
import { PNG } from 'pngjs';

const WIDTH = 480;
const HEIGHT = 360;

export const SAMPLE_PHOTO_NAME = 'sample-photo.png';

let cached: Buffer | null = null;

function colorAt(x: number, y: number): [number, number, number] {
  const hill = HEIGHT * 0.62 + Math.sin(x / 60) * 24;
  if (y > hill) return [62 + (y % 7), 142, 74];
  if ((x - 360) ** 2 + (y - 90) ** 2 < 40 ** 2) return [250, 204, 21];
  const t = y / HEIGHT;
  return [Math.round(96 + 100 * t), Math.round(165 + 60 * t), 235];
}

/** The photo's bytes (PNG). */
export function samplePhoto(): Buffer {
  if (cached) return cached;
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 4;
      const [r, g, b] = colorAt(x, y);
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  cached = PNG.sync.write(png);
  return cached;
}
