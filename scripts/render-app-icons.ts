/**
 * Renders the app's icon (renderer/build/app-icon.svg) to the PNGs in renderer/public that pages
 * and the web manifest link: `npx tsx scripts/render-app-icons.ts` after changing the SVG; the PNGs are committed.
 *
 * Why PNGs: Chromium opens an SVG favicon as an SVG document of its own on the page's main thread,
 * 30–45 ms on a slow phone core in the middle of every page's start (measured in traces of home);
 * a PNG is decoded off it. renderer/build/app-icons.test.ts checks the committed PNGs' sizes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { APP_ICONS } from '../renderer/build/app-icons';

const PUBLIC_DIR = resolve(import.meta.dirname, '../renderer/public');
const ICON_SVG = resolve(import.meta.dirname, '../renderer/build/app-icon.svg');
/** Debian's Chromium when present, as the tests use; Playwright's own browser otherwise. */
const SYSTEM_CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

async function render(): Promise<void> {
  const svg = readFileSync(ICON_SVG, 'utf8');
  const browser = await chromium.launch({ executablePath: SYSTEM_CHROMIUM });
  try {
    for (const icon of APP_ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const html = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg}`;
      await page.setContent(html);
      writeFileSync(
        resolve(PUBLIC_DIR, icon.file),
        await page.screenshot({ omitBackground: true }),
      );
      await page.close();
      console.log(`${icon.file}: ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await render();
