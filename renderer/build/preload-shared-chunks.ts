import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';
import { staticImportClosure } from './static-imports';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks holding `modules` (and what they
 * import), so they download with the entry instead of one round trip after it. For code every
 * page needs but the entry does not import: the HTTP client (axios) and the contracts' zod core.
 */
export function preloadSharedChunks(modules: RegExp[]): Plugin {
  return bundleHtmlPlugin('preload-shared-chunks', (_html, bundle, base) => {
    const chunks = Object.values(bundle).filter((c): c is typeof c & Chunk => c.type === 'chunk');
    // What the entry already loads needs no hint.
    const loaded = staticImportClosure(
      chunks,
      chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    );
    const holding = chunks.filter((c) => c.moduleIds.some((id) => modules.some((m) => m.test(id))));
    return [
      ...staticImportClosure(
        chunks,
        holding.map((c) => c.fileName),
      ),
    ]
      .filter((f) => !loaded.has(f))
      .sort()
      .map((f) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` },
        injectTo: 'head' as const,
      }));
  });
}
