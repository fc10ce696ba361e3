import { minifySync, type Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';
import { startFirstRead, type FirstReadConfig } from './first-read-script';
import {
  hintRoutePage,
  pageHintFileName,
  pageHintTables,
  type PageHintTable,
} from './page-hint-tables';
import type { FirstReadImages } from '../src/lib/routing/route-record';
import { htmlScripts } from './page-weight';
import { heldModuleMatching, type ModuleHoldingChunk } from './chunk-modules';

type Chunk = ModuleHoldingChunk & { type: 'chunk'; isEntry?: boolean };

/** The HTTP client's module that takes a deep link's first read. */
const FIRST_READ_MODULE = /[\\/]lib[\\/]http[\\/]first-read\.ts$/;

/** An area's route module: `features/<area>/routes.tsx`. */
const AREA_ROUTES = /[\\/]features[\\/]([^\\/]+)[\\/]routes\.tsx$/;

/**
 * Runs in the page as an inline script: hints the route modules of the areas the current path
 * may lie in. Mirrors app/area-index.ts's `candidateAreas` (first one or two lower-case segments,
 * or none) and route-discovery's basename check; `keys` maps those keys to indexes in `hrefs`.
 * For each such area it also takes the area's page table (`tables`, same indexes: the table itself
 * when inlined, else its URL to fetch), hints the files of the page the path opens (`hintPage`) and
 * sends the page's first read (`startRead` with `readConfig`, when the build has one).
 */
function hintAreaRoutes(
  keys: Record<string, number[]>,
  hrefs: string[],
  basename: string,
  tables: (string | PageHintTable | null)[],
  hintPage: typeof hintRoutePage,
  startRead: typeof startFirstRead,
  readConfig: FirstReadConfig | null,
): void {
  const path = location.pathname;
  const next = path.charAt(basename.length);
  if (
    path.slice(0, basename.length).toLowerCase() !== basename.toLowerCase() ||
    (next !== '' && next !== '/')
  )
    return;
  const inAddress = path
    .slice(basename.length)
    .split('/')
    .filter((segment) => segment !== '');
  const segments = inAddress.map((segment) => segment.toLowerCase());
  const pathKeys = [''];
  for (let n = 1; n <= Math.min(2, segments.length); n++)
    pathKeys.push(segments.slice(0, n).join('/'));
  const seen: Record<number, boolean> = {};
  for (const key of pathKeys) {
    for (const index of keys[key] ?? []) {
      if (seen[index]) continue;
      seen[index] = true;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[index] ?? '';
      document.head.appendChild(link);
      const table = tables[index];
      if (table)
        (typeof table === 'string'
          ? fetch(table).then((response) => response.json() as Promise<PageHintTable>)
          : Promise.resolve(table)
        )
          .then((pages) =>
            hintPage(
              pages,
              inAddress,
              `${basename}/assets/`,
              readConfig
                ? (read, images, body) => startRead(read, readConfig, images, body)
                : undefined,
              location.search,
            ),
          )
          .catch(() => undefined);
    }
  }
}

/**
 * A deep link's page is found through its area's route module (app/route-discovery.ts), which the
 * entry would only ask for once it has run, and the page's module is imported by that route
 * module: two round trips after the entry's. This inline script in index.html starts the route
 * module's download alongside the entry's, from the same path-prefix index the router uses
 * (`prefixes`, generated), and the page's files from its area's page table (`pages`, generated
 * from the route table: each route's path and its page's export). The tables of `inlineAreas`
 * (the areas most visits land in from a shared link) are written into the script, so their pages'
 * files and first read leave at once; the others are emitted as assets and fetched, one small
 * table's trip later (inline, every area's tables would more than double index.html's bytes).
 */
export function preloadRouteArea(
  prefixes: Readonly<Record<string, readonly string[]>>,
  pages: readonly (readonly [
    fullPath: string,
    exportName: string,
    firstRead?: string,
    images?: FirstReadImages,
  ])[] = [],
  readConfig: FirstReadConfig | null = null,
  inlineAreas: readonly string[] = [],
): Plugin {
  let emitted: { fileName: string; source: string }[] = [];
  const plugin = bundleHtmlPlugin('preload-route-area', (html, bundle, base) => {
    const hrefs: string[] = [];
    const indexOf = new Map<string, number>();
    for (const chunk of Object.values(bundle)) {
      // The entry holds the home area's routes: the router boots with them, nothing to hint.
      if (chunk.type !== 'chunk' || chunk.isEntry) continue;
      const area = heldModuleMatching(chunk as Chunk, AREA_ROUTES)?.[1];
      if (area) indexOf.set(area, hrefs.push(`${base}${chunk.fileName}`) - 1);
    }
    const keys: Record<string, number[]> = {};
    for (const [key, areas] of Object.entries(prefixes)) {
      const found = areas.flatMap((area) => indexOf.get(area) ?? []);
      if (found.length > 0) keys[key] = found;
    }
    if (hrefs.length === 0) return [];
    const tables: (string | PageHintTable | null)[] = hrefs.map(() => null);
    emitted = [];
    for (const [area, table] of pageHintTables(bundle, pages, new Set(htmlScripts(html, base)))) {
      const index = indexOf.get(area);
      if (index === undefined || table.routes.length === 0) continue;
      if (inlineAreas.includes(area)) {
        tables[index] = table;
        continue;
      }
      const source = JSON.stringify(table);
      const fileName = pageHintFileName(area, source);
      emitted.push({ fileName, source });
      tables[index] = `${base}${fileName}`;
    }
    const args = [keys, hrefs, base.replace(/\/$/, ''), tables]
      .map((arg) => JSON.stringify(arg))
      .join(',');
    // The client's module that takes a first read loads only when there is one: hinted with it.
    const reader = Object.values(bundle).find(
      (c) =>
        c.type === 'chunk' && Object.keys(c.modules ?? {}).some((id) => FIRST_READ_MODULE.test(id)),
    );
    const config = readConfig && {
      ...readConfig,
      ...(reader ? { module: `${base}${reader.fileName}` } : {}),
    };
    const script = `(${hintAreaRoutes.toString()})(${args},${hintRoutePage.toString()},${startFirstRead.toString()},${JSON.stringify(config)})`;
    // Minified: index.html is on every first screen's critical path.
    const { code } = minifySync('hint-area-routes.js', script);
    return [{ tag: 'script', children: code.trim(), injectTo: 'head' as const }];
  });
  return {
    ...plugin,
    // After index.html's transform (Vite's HTML plugin runs it in its own generateBundle, before
    // this post plugin's): the tables it named.
    generateBundle() {
      for (const { fileName, source } of emitted)
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
