import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';

/**
 * A build-only plugin that rewrites index.html once the bundle is written, knowing Vite's `base`
 * (the file names it sees are relative to it). Shared by the first-screen plugins of this folder;
 * without a bundle (dev server) index.html stays as it is.
 */
export function bundleHtmlPlugin(
  name: string,
  transform: (html: string, bundle: Rollup.OutputBundle, base: string) => IndexHtmlTransformResult,
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? transform(html, ctx.bundle, base) : html),
    },
  };
}
