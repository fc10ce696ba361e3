import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';

/**
 * Puts the entry's stylesheet (a couple of KB: base styles and the shell) into index.html, so the
 * first paint waits for no second request. Larger sheets stay links: inlined, they would be
 * downloaded again with every page load instead of cached.
 *
 * Each inlined sheet leaves a disabled link with its address (a disabled stylesheet is neither
 * fetched nor applied): Vite's loader of lazy pages looks for the stylesheets a page depends on
 * among the document's links and, finding none, would download the sheet again, apply it a second
 * time and make the page wait for it.
 */
export function inlineEntryCss(maxBytes = 8 * 1024): Plugin {
  return bundleHtmlPlugin('inline-entry-css', (html, bundle, base) => {
    return html.replace(
      /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g,
      (tag, href: string) => {
        const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
        if (asset?.type !== 'asset') return tag;
        const css =
          typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // `</style` inside the sheet would end the element early.
        if (css.length > maxBytes || /<\/style/i.test(css)) return tag;
        return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
      },
    );
  });
}
