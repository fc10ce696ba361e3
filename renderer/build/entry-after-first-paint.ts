import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';

/** Vite's entry tag: `<script type="module" crossorigin src="…">` (one per build). */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * What runs in the page in place of the entry tag: the entry is imported once the splash is on
 * screen: the browser's first-contentful-paint entry (its time is when the frame was presented,
 * later than the frame's own task), else where paint timing is missing the task after the first
 * animation frame, at once in a hidden tab (which paints nothing), and after 500 ms in any case.
 */
const bootAfterFirstPaint = (src: string): string =>
  `let s=0;const go=()=>{if(!s){s=1;import(${JSON.stringify(src)})}};` +
  `if(document.hidden)go();else{setTimeout(go,500);` +
  `if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(()=>setTimeout(go,0))}`;

/**
 * index.html paints a splash before any JavaScript runs (renderer/index.html). A module script
 * runs as soon as it has loaded and the page is parsed: on a fast connection, before the browser's
 * first frame, so the splash is never shown and the first paint waits for the whole entry to
 * evaluate. The entry's download still starts at once (modulepreload, the same priority), but it
 * runs after the splash's frame: one frame later, while a slow phone shows something at once.
 */
export function entryAfterFirstPaint(): Plugin {
  return bundleHtmlPlugin('entry-after-first-paint', (html) => {
    const entry = ENTRY_TAG.exec(html);
    if (!entry) return html;
    const src = entry[1] ?? '';
    return html
      .replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`)
      .replace('</body>', `<script type="module">${bootAfterFirstPaint(src)}</script>\n  </body>`);
  });
}
