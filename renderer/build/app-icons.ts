/**
 * The app's icons as raster files (rendered from renderer/build/app-icon.svg by
 * scripts/render-app-icons.ts into renderer/public): the page's favicon, the iOS home-screen icon and the web manifest's.
 * PNG, never the SVG: Chromium parses an SVG favicon as a document of its own on the page's main
 * thread, one long task in the middle of every page's start.
 */
export type AppIcon = { file: string; size: number };

export const FAVICON: AppIcon = { file: 'icon-32.png', size: 32 };
export const APPLE_TOUCH_ICON: AppIcon = { file: 'icon-180.png', size: 180 };
/** Android's install prompt asks for 192 and 512. */
const MANIFEST_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];

export const APP_ICONS: readonly AppIcon[] = [FAVICON, APPLE_TOUCH_ICON, ...MANIFEST_ICONS];

/** The web manifest's `icons`. */
export const manifestIcons = () =>
  MANIFEST_ICONS.map((icon) => ({
    src: icon.file,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
  }));

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's header (IHDR, the first chunk). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (
    png.subarray(0, 8).toString('hex') !== PNG_SIGNATURE ||
    png.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
