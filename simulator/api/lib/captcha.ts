import type { Rng } from './prng';

/** A digit captcha drawn as SVG: each digit shifted and rotated, with noise lines and dots. */
export function captchaSvg(answer: string, rng: Rng): string {
  const w = 120;
  const h = 44;
  const digits = Array.from(answer)
    .map((d, i) => {
      const x = 14 + i * 26 + rng.int(-3, 3);
      const y = 32 + rng.int(-4, 4);
      const r = rng.int(-25, 25);
      return `<text x="${x}" y="${y}" font-size="28" font-family="monospace" font-weight="bold" fill="hsl(${rng.int(0, 360)},60%,35%)" transform="rotate(${r} ${x} ${y})">${d}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${rng.int(0, w)}" y1="${rng.int(0, h)}" x2="${rng.int(0, w)}" y2="${rng.int(0, h)}" stroke="hsl(${rng.int(0, 360)},50%,60%)" stroke-width="1.5"/>`,
  ).join('');
  const dots = Array.from(
    { length: 24 },
    () => `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="1" fill="#999"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f3f6fb"/>${dots}${lines}${digits}</svg>`;
}
