import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';
import type { FirstReadImages } from '../src/lib/routing/route-record';
import { moduleExporting } from './chunk-modules';

type PageChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

/**
 * One area's pages for the inline hint script: each route's pattern (lower case), its page's file
 * and the first read its page sends with that read's pictures (the route's `firstRead` and
 * `firstReadImages`, when it has them); every file's name under `assets/` (`.js` left off) and
 * what it imports statically or needs lazily for its first screen (indexes into `files`; CSS
 * files import nothing). Files index.html loads anyway are left out.
 */
export type PageHintTable = {
  routes: [pattern: string, file: number, firstRead?: string, images?: FirstReadImages][];
  files: string[];
  imports: number[][];
};

/**
 * Modules a page imports lazily yet needs for its first screen: the HTML sanitiser (a page shows
 * backend HTML only once sanitised, so its chunk is hinted with the page's, not asked for after
 * the page has rendered).
 */
const FIRST_SCREEN_LAZY = /[\\/]lib[\\/]html[\\/]sanitize\.ts$/;

/** A page module's area: `features/<area>/…`. */
const FEATURE_MODULE = /[\\/]features[\\/]([^\\/]+)[\\/]/;

/**
 * The chunk holding the page module that exports `exportName` (the name lazyPage reads), and that
 * module's area: the page's own chunk, or its area's group (vite.config's code splitting).
 */
function pageChunk(
  bundle: Rollup.OutputBundle,
  exportName: string,
): { chunk: PageChunk; area: string } {
  const found: { chunk: PageChunk; area: string }[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const id = moduleExporting(chunk, FEATURE_MODULE, exportName);
    const area = id === null ? undefined : FEATURE_MODULE.exec(id)?.[1];
    if (area) found.push({ chunk: chunk as PageChunk, area });
  }
  if (found.length !== 1)
    throw new Error(
      `page hints: ${found.length} chunks export the page ${exportName}; expected one`,
    );
  return found[0] as { chunk: PageChunk; area: string };
}

/** Each area's table, from the route table's pages (`pages`: path and page export) and the bundle. */
export function pageHintTables(
  bundle: Rollup.OutputBundle,
  pages: readonly (readonly [
    fullPath: string,
    exportName: string,
    firstRead?: string,
    images?: FirstReadImages,
  ])[],
  inHtml: ReadonlySet<string>,
): Map<string, PageHintTable> {
  const tables = new Map<string, PageHintTable & { indexOf: Map<string, number> }>();
  // A file's index in its area's table, numbering it and what it imports on first sight; -1 for
  // one index.html loads already.
  const number = (
    table: PageHintTable & { indexOf: Map<string, number> },
    fileName: string,
  ): number => {
    const known = table.indexOf.get(fileName);
    if (known !== undefined) return known;
    if (inHtml.has(fileName) || !fileName.startsWith('assets/')) return -1;
    const index = table.files.push(fileName.slice('assets/'.length).replace(/\.js$/, '')) - 1;
    table.indexOf.set(fileName, index);
    table.imports[index] = [];
    const chunk = bundle[fileName] as PageChunk | undefined;
    if (chunk?.type === 'chunk') {
      const firstScreenLazy = (chunk.dynamicImports ?? []).filter((dep) => {
        const lazy = bundle[dep];
        // By its modules: a chunk of the build's own grouping has no facade module.
        return (
          lazy?.type === 'chunk' &&
          Object.keys(lazy.modules ?? {}).some((id) => FIRST_SCREEN_LAZY.test(id))
        );
      });
      table.imports[index] = [
        ...chunk.imports,
        ...firstScreenLazy,
        ...(chunk.viteMetadata?.importedCss ?? []),
      ]
        .map((dep) => number(table, dep))
        .filter((i) => i >= 0);
    }
    return index;
  };
  for (const [fullPath, exportName, firstRead, images] of pages) {
    const { chunk, area } = pageChunk(bundle, exportName);
    let table = tables.get(area);
    if (!table)
      tables.set(area, (table = { routes: [], files: [], imports: [], indexOf: new Map() }));
    const page = number(table, chunk.fileName);
    if (page < 0) continue;
    const pattern = fullPath.toLowerCase();
    table.routes.push(
      !firstRead
        ? [pattern, page]
        : images
          ? [pattern, page, firstRead, images]
          : [pattern, page, firstRead],
    );
  }
  return new Map(
    [...tables].map(([area, { routes, files, imports }]) => [area, { routes, files, imports }]),
  );
}

/** The table's file name: content-hashed like Vite's assets, so a deploy never serves a stale one. */
export function pageHintFileName(area: string, json: string): string {
  return `assets/page-hints-${area}-${createHash('sha256').update(json).digest('base64url').slice(0, 8)}.json`;
}

/**
 * Runs in the page (passed to the inline script, so self-contained): finds in `table` the route
 * the router will match for the path under the basename (`segments` as in the address, not yet
 * decoded), by react-router's rules: static segments (matched in lower case), `:param` one
 * segment, `:param?` optional, `*` the rest; the most specific route wins, the first in table order
 * on a tie. Then hints its page's files under `assets` and hands its first read, with the route's
 * params and the address's query parameters it names (`search`, as in the address) put in, and
 * that read's pictures to `startRead`; a read naming a query parameter the address lacks or leaves
 * empty is not sent.
 */
export function hintRoutePage(
  table: PageHintTable,
  segments: string[],
  assets: string,
  startRead?: (path: string, images?: FirstReadImages, body?: string) => void,
  search = '',
): void {
  const lower = segments.map((segment) => segment.toLowerCase());
  const matchOf = (pattern: string): { score: number; params: Record<string, string> } | null => {
    const params: Record<string, string> = {};
    let score = 0;
    let at = 0;
    for (const part of pattern.split('/')) {
      if (part === '') continue;
      if (part === '*') {
        at = lower.length;
        score -= 2;
        break;
      }
      const optional = part.endsWith('?');
      const name = optional ? part.slice(0, -1) : part;
      const param = name.charAt(0) === ':';
      if (at < lower.length && (param || name === lower[at])) {
        if (param) params[name.slice(1)] = segments[at] ?? '';
        score += param ? 3 : 10;
        at++;
      } else if (!optional) return null;
    }
    return at === lower.length ? { score, params } : null;
  };
  let best: {
    score: number;
    params: Record<string, string>;
    route: PageHintTable['routes'][number];
  } | null = null;
  for (const route of table.routes) {
    const match = matchOf(route[0]);
    if (match && (!best || match.score > best.score)) best = { ...match, route };
  }
  if (!best) return;
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
  hint(best.route[1]);
  const read = best.route[2];
  const params = best.params;
  if (!read || !startRead) return;
  try {
    const query = new URLSearchParams(search);
    let complete = true;
    // `POST <path> <body>`: a read the contract declares as a POST (its endpoint is `readOnly`).
    const [, target = read, template] = /^POST (\S+) (.+)$/.exec(read) ?? [];
    const path = target
      // As the app sends it: the router decodes a param, the API client encodes it (call-endpoint.ts).
      .replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(decodeURIComponent(params[name] ?? '')),
      )
      // `{?a,b}` / `{&a}`: the address's values (decoded as the page's URLSearchParams does), in this
      // order, encoded as axios serialises a request's params (its buildURL's `encode`).
      .replace(
        /\{([?&])([\w,]+)\}/g,
        (_, lead: string, names: string) =>
          lead +
          names
            .split(',')
            .map((name) => {
              const value = query.get(name);
              if (!value) complete = false;
              return `${name}=${encodeURIComponent(value ?? '')
                .replace(/%3A/gi, ':')
                .replace(/%24/g, '$')
                .replace(/%2C/gi, ',')
                .replace(/%20/g, '+')}`;
            })
            .join('&'),
      );
    // The body's `{name}` / `{name?}`: the address's `name` as the page reads an id (exam-id.ts's
    // positiveIdOf): a positive integer, else no read (`{name}`) or null (`{name?}`).
    const body = template?.replace(/\{(\w+)(\??)\}/g, (_, name: string, optional: string) => {
      const value = query.get(name);
      const n = Number(value);
      const id = value && Number.isInteger(n) && n > 0 ? n : null;
      if (id === null && !optional) complete = false;
      return String(id);
    });
    if (complete) startRead(path, best.route[3], body);
  } catch {
    // A malformed escape in the address: the page will say so; nothing to read ahead.
  }
}
