import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APPLE_TOUCH_ICON, FAVICON, manifestIcons, pngSize } from './app-icons';

const root = resolve(import.meta.dirname, '..');
const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
const iconLinks = [...indexHtml.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)].map(
  (m) => m[0],
);

describe('app icons', () => {
  it('are committed PNGs of the sizes their names and links promise', () => {
    for (const icon of APP_ICONS)
      expect(pngSize(readFileSync(resolve(root, 'public', icon.file))), icon.file).toEqual({
        width: icon.size,
        height: icon.size,
      });
  });

  it('give the page a PNG favicon and iOS its home-screen icon, and no SVG icon at all', () => {
    expect(iconLinks).toEqual([
      `<link rel="icon" href="/app/${FAVICON.file}" type="image/png" sizes="32x32" />`,
      `<link rel="apple-touch-icon" href="/app/${APPLE_TOUCH_ICON.file}" />`,
    ]);
    expect(indexHtml).not.toMatch(/\.svg/);
  });

  it('give the web manifest the 192 and 512 PNGs that Android installs from', () => {
    expect(manifestIcons()).toEqual([
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
  });

  it('reads a PNG header and refuses anything else', () => {
    expect(() => pngSize(Buffer.from('<svg/>'))).toThrow('not a PNG');
  });
});
