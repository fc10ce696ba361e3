import { gzipSync } from 'node:zlib';
import { staticImportClosure } from './static-imports';
import { heldModules, type ModuleHoldingChunk } from './chunk-modules';

/** What this module reads of a Rolldown output chunk. */
export type WeighedChunk = ModuleHoldingChunk & {
  type: 'chunk';
  imports: string[];
  code: string;
};

export type PageWeight = {
  /** JS files a phone downloads before the page's first render, sorted. */
  files: string[];
  /** Their gzip bytes in all. */
  gzipBytes: number;
};

/** The JS index.html starts: its entry script and the chunks it hints with modulepreload (under `base`). */
export function htmlScripts(html: string, base: string): string[] {
  const found: string[] = [];
  const tag = /<(script|link)\b[^>]*>/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const attrs = match[0];
    const isEntry = match[1] === 'script' && /type="module"/.test(attrs);
    const isPreload = match[1] === 'link' && /rel="modulepreload"/.test(attrs);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(attrs)?.[1];
    if ((isEntry || isPreload) && url?.startsWith(base)) found.push(url.slice(base.length));
  }
  return found;
}

const endsWithModule = (id: string, modulePath: string): boolean =>
  id.replace(/\\/g, '/').endsWith(`/renderer/src/${modulePath}`);

/**
 * The JS of one landing page's first render, from the build's own graph (sizes are deterministic):
 * what index.html loads (entry and preloads), the area's route module (its inline script hints it)
 * and the page's chunk, each with the chunks it imports statically. Chunks a page imports later
 * (`import()` after paint) are not counted.
 */
export function pageWeight(
  chunks: readonly WeighedChunk[],
  html: string,
  base: string,
  page: { area: string; module: string },
): PageWeight {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holderOf = (modulePath: string): string => {
    const chunk = chunks.find((c) => heldModules(c).some((id) => endsWithModule(id, modulePath)));
    if (!chunk) throw new Error(`no chunk for renderer/src/${modulePath}`);
    return chunk.fileName;
  };
  const roots = [...htmlScripts(html, base)];
  // Home is the area the router boots with: its pages hang off the entry, no route module first.
  if (page.area !== 'home') roots.push(holderOf(`features/${page.area}/routes.tsx`));
  roots.push(holderOf(page.module));

  const files = staticImportClosure(chunks, roots);
  const missing = [...files].find((f) => !byFile.has(f));
  if (missing)
    throw new Error(`index.html or an import names ${missing}, which the build does not hold`);
  const sorted = [...files].sort();
  const gzipBytes = sorted.reduce((sum, f) => sum + gzipSync(byFile.get(f)?.code ?? '').length, 0);
  return { files: sorted, gzipBytes };
}
