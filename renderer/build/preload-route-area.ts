import { minifySync, type Plugin } from 'vite';
import { bundleHtmlPlugin } from './bundle-html-plugin';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null };

/** An area's route module: `features/<area>/routes.tsx`. */
const AREA_ROUTES = /[\\/]features[\\/]([^\\/]+)[\\/]routes\.tsx$/;

/**
 * Runs in the page as an inline script: hints the route modules of the areas the current path
 * may lie in. Mirrors app/area-index.ts's `candidateAreas` (first one or two lower-case segments,
 * or none) and route-discovery's basename check; `keys` maps those keys to indexes in `hrefs`.
 */
function hintAreaRoutes(keys: Record<string, number[]>, hrefs: string[], basename: string): void {
  const path = location.pathname;
  const next = path.charAt(basename.length);
  if (
    path.slice(0, basename.length).toLowerCase() !== basename.toLowerCase() ||
    (next !== '' && next !== '/')
  )
    return;
  const segments = path
    .slice(basename.length)
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
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
    }
  }
}

/**
 * A deep link's page is found through its area's route module (app/route-discovery.ts), which the
 * entry would only ask for once it has run: one round trip more than when the entry carried the
 * whole table. This inline script in index.html starts that small module's download alongside
 * the entry's, from the same path-prefix index the router uses (`prefixes`, generated).
 */
export function preloadRouteArea(prefixes: Readonly<Record<string, readonly string[]>>): Plugin {
  return bundleHtmlPlugin('preload-route-area', (_html, bundle, base) => {
    const hrefs: string[] = [];
    const indexOf = new Map<string, number>();
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const area = AREA_ROUTES.exec((chunk as Chunk).facadeModuleId ?? '')?.[1];
      if (area) indexOf.set(area, hrefs.push(`${base}${chunk.fileName}`) - 1);
    }
    const keys: Record<string, number[]> = {};
    for (const [key, areas] of Object.entries(prefixes)) {
      const found = areas.flatMap((area) => indexOf.get(area) ?? []);
      if (found.length > 0) keys[key] = found;
    }
    if (hrefs.length === 0) return [];
    const args = [keys, hrefs, base.replace(/\/$/, '')].map((arg) => JSON.stringify(arg)).join(',');
    // Minified: index.html is on every first screen's critical path.
    const { code } = minifySync('hint-area-routes.js', `(${hintAreaRoutes.toString()})(${args})`);
    return [{ tag: 'script', children: code.trim(), injectTo: 'head' as const }];
  });
}
