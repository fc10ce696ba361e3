import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';

type PageChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

/**
 * One area's pages for the inline hint script: each route's pattern (lower case) and its page's
 * file, every file's name under `assets/` (`.js` left off) and what it imports statically
 * (indexes into `files`; CSS files import nothing). Files index.html loads anyway are left out.
 */
export type PageHintTable = { routes: [pattern: string, file: number][]; files: string[]; imports: number[][] };

/** A page module's area: `features/<area>/…`. */
const FEATURE_MODULE = /[\\/]features[\\/]([^\\/]+)[\\/]/;

/** The chunk whose exports hold a page's export: the module lazyPage imports (a dynamic entry). */
function pageChunk(bundle: Rollup.OutputBundle, exportName: string): PageChunk {
  const found = Object.values(bundle).filter((c): c is PageChunk => c.type === 'chunk' && c.isDynamicEntry && c.exports.includes(exportName));
  if (found.length !== 1) throw new Error(`page hints: ${found.length} chunks export the page ${exportName}; expected one`);
  return found[0] as PageChunk;
}

/** Each area's table, from the route table's pages (`pages`: path and page export) and the bundle. */
export function pageHintTables(
  bundle: Rollup.OutputBundle,
  pages: readonly (readonly [fullPath: string, exportName: string])[],
  inHtml: ReadonlySet<string>,
): Map<string, PageHintTable> {
  const tables = new Map<string, PageHintTable & { indexOf: Map<string, number> }>();
  // A file's index in its area's table, numbering it and what it imports on first sight; -1 for
  // one index.html loads already.
  const number = (table: PageHintTable & { indexOf: Map<string, number> }, fileName: string): number => {
    const known = table.indexOf.get(fileName);
    if (known !== undefined) return known;
    if (inHtml.has(fileName) || !fileName.startsWith('assets/')) return -1;
    const index = table.files.push(fileName.slice('assets/'.length).replace(/\.js$/, '')) - 1;
    table.indexOf.set(fileName, index);
    table.imports[index] = [];
    const chunk = bundle[fileName] as PageChunk | undefined;
    if (chunk?.type === 'chunk') {
      table.imports[index] = [...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])].map((dep) => number(table, dep)).filter((i) => i >= 0);
    }
    return index;
  };
  for (const [fullPath, exportName] of pages) {
    const chunk = pageChunk(bundle, exportName);
    const area = FEATURE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!area) continue;
    let table = tables.get(area);
    if (!table) tables.set(area, (table = { routes: [], files: [], imports: [], indexOf: new Map() }));
    const page = number(table, chunk.fileName);
    if (page >= 0) table.routes.push([fullPath.toLowerCase(), page]);
  }
  return new Map([...tables].map(([area, { routes, files, imports }]) => [area, { routes, files, imports }]));
}

/** The table's file name: content-hashed like Vite's assets, so a deploy never serves a stale one. */
export function pageHintFileName(area: string, json: string): string {
  return `assets/page-hints-${area}-${createHash('sha256').update(json).digest('base64url').slice(0, 8)}.json`;
}

/**
 * Runs in the page (passed to the inline script, so self-contained): finds in `table` the route
 * the router will match for `segments` (the path under the basename, lower case), by react-router's
 * rules: static segments, `:param` one segment, `:param?` optional, `*` the rest; the most specific
 * route wins, the first in table order on a tie. Then hints its page's files under `assets`.
 */
export function hintRoutePage(table: PageHintTable, segments: string[], assets: string): void {
  const scoreOf = (pattern: string): number => {
    let score = 0;
    let at = 0;
    for (const part of pattern.split('/')) {
      if (part === '') continue;
      if (part === '*') {
        at = segments.length;
        score -= 2;
        break;
      }
      const optional = part.endsWith('?');
      const name = optional ? part.slice(0, -1) : part;
      if (at < segments.length && (name.charAt(0) === ':' || name === segments[at])) {
        score += name.charAt(0) === ':' ? 3 : 10;
        at++;
      } else if (!optional) return -1;
    }
    return at === segments.length ? score : -1;
  };
  let page = -1;
  let bestScore = -1;
  for (const [pattern, file] of table.routes) {
    const score = scoreOf(pattern);
    if (score > bestScore) {
      bestScore = score;
      page = file;
    }
  }
  const hinted: Record<number, boolean> = {};
  const hint = (index: number): void => {
    if (hinted[index]) return;
    hinted[index] = true;
    const name = table.files[index] ?? '';
    const css = name.endsWith('.css');
    const link = document.createElement('link');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = `${assets}${name}${css ? '' : '.js'}`;
    document.head.appendChild(link);
    (table.imports[index] ?? []).forEach(hint);
  };
  if (page >= 0) hint(page);
}
