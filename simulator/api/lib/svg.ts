/** Small SVG pictures generated in code (posters, captchas, prizes: their letters matter; and avatars at the `.svg` paths stored before avatars were PNGs); covers and avatars are PNGs (cover-png.ts, avatar-png.ts). */

const PALETTE = [
  '#1677ff',
  '#13a8a8',
  '#fa8c16',
  '#722ed1',
  '#eb2f96',
  '#52c41a',
  '#2f54eb',
  '#cf1322',
];

export const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export const paletteColor = (n: number): string =>
  PALETTE[Math.abs(n) % PALETTE.length] ?? '#1677ff';

/** A palette colour (`#rrggbb`) as red, green and blue, for the PNG pictures. */
export const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A round avatar with the first character of the name. */
export function avatarSvg(id: number, name: string): string {
  const ch = escapeXml(Array.from(name)[0] ?? '税');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${paletteColor(id)}"/><text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${ch}</text></svg>`;
}
