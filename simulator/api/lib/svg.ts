/** Small SVG pictures generated in code (avatars, covers, posters, captchas): nothing is downloaded. */

const PALETTE = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#eb2f96', '#52c41a', '#2f54eb', '#cf1322'];

export const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export const paletteColor = (n: number): string => PALETTE[Math.abs(n) % PALETTE.length] ?? '#1677ff';

/** A round avatar with the first character of the name. */
export function avatarSvg(id: number, name: string): string {
  const ch = escapeXml(Array.from(name)[0] ?? '税');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${paletteColor(id)}"/><text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${ch}</text></svg>`;
}

/** A 16:9 cover with a title, wrapped to at most three lines. */
export function coverSvg(id: number, title: string, label: string): string {
  const chars = Array.from(title);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < 3; i += 14) lines.push(chars.slice(i, i + 14).join(''));
  const text = lines.map((l, i) => `<text x="32" y="${120 + i * 44}" font-size="34" fill="#fff" font-family="sans-serif">${escapeXml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paletteColor(id)}"/><stop offset="1" stop-color="${paletteColor(id + 3)}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="32" y="60" font-size="24" fill="#fff" opacity="0.85" font-family="sans-serif">${escapeXml(label)}</text>${text}</svg>`;
}
