import { DESIGN_WIDTH } from '@/lib/config';

/** Root font size at the 375 design width, and on desktops (1rem = 16px, the browser default). */
const BASE_FONT_SIZE = 16;
/** The app column is at most 750px wide (global.css #root), so type stops growing there. */
const MAX_SCALED_WIDTH = 750;

/**
 * On phones html font-size = viewport width / 375 × 16px (1rem = 16 design px, so a 375-wide
 * design maps 1:1 at 375 and scales with the screen); fixed 16px on desktops
 * (docs/product.md「首页与导航」).
 */
export function rootFontSize(viewportWidth: number, mobile: boolean): number {
  if (!mobile || !Number.isFinite(viewportWidth) || viewportWidth <= 0) return BASE_FONT_SIZE;
  const width = Math.min(viewportWidth, MAX_SCALED_WIDTH);
  return Math.round((width / DESIGN_WIDTH) * BASE_FONT_SIZE * 100) / 100;
}

/** Applies the root font size now and on every resize / orientation change; returns the undo. */
export function installRootFontSize(mobile: boolean, win: Window = window): () => void {
  const apply = () => {
    const width = win.document.documentElement.clientWidth || win.innerWidth;
    win.document.documentElement.style.fontSize = `${rootFontSize(width, mobile)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
