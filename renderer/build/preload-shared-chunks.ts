import type { Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';

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
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    // What the entry already loads needs no hint.
    const loaded = new Set<string>();
    const walk = (fileName: string, into: Set<string>) => {
      if (into.has(fileName)) return;
      into.add(fileName);
      for (const next of byName.get(fileName)?.imports ?? []) walk(next, into);
    };
    for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, loaded);
    const wanted = new Set<string>();
    for (const chunk of chunks) {
      if (chunk.moduleIds.some((id) => modules.some((m) => m.test(id))))
        walk(chunk.fileName, wanted);
    }
    return [...wanted]
      .filter((f) => !loaded.has(f))
      .sort()
      .map((f) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` },
        injectTo: 'head' as const,
      }));
  });
}
