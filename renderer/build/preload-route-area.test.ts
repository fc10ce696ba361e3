import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { candidateAreas } from '../src/app/area-index';
import { AREAS_BY_PREFIX, DISCOVERED_AREAS } from '../src/app/route-area-prefixes';
import { preloadRouteArea } from './preload-route-area';

type Tag = { tag: string; children: string };

const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });

/** The tags the plugin adds for a bundle holding one route chunk per area. */
function run(prefixes: Record<string, readonly string[]>, areas: readonly string[]): Tag[] {
  const plugin = preloadRouteArea(prefixes);
  (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: IndexHtmlTransformContext) => Tag[] };
  const bundle = Object.fromEntries([
    ['index.js', chunk('assets/index.js', '/r/renderer/src/main.tsx')],
    ...areas.map((area) => [area, chunk(`assets/routes-${area}.js`, `/r/renderer/src/features/${area}/routes.tsx`)]),
    ['page.js', chunk('assets/page.js', null)],
  ]);
  return hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
}

/** Runs the inline script as the page would at `pathname`; returns the hinted hrefs. */
function hintsAt(script: string, pathname: string): string[] {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('preloadRouteArea', () => {
  const [tag] = run(AREAS_BY_PREFIX, DISCOVERED_AREAS);
  const script = tag?.children ?? '';

  it('adds one inline script', () => {
    expect(tag?.tag).toBe('script');
  });

  it('hints the route modules of the areas the router would load, for every sample path', () => {
    const paths = ['/app/article/detail/3', '/app/v2/member/center', '/APP/Member/Card/1', '/app/integral', '/app/app/download', '/app/calculator/', '/app/home', '/app/', '/app', '/app/no/such/page'];
    for (const path of paths) {
      const expected = candidateAreas(AREAS_BY_PREFIX, path.slice('/app'.length)).map((area) => `/app/assets/routes-${area}.js`);
      expect(hintsAt(script, path).sort(), path).toEqual(expected.sort());
    }
    expect(hintsAt(script, '/app/v2/live/detail/1')).toEqual(['/app/assets/routes-live.js']);
  });

  it('hints nothing outside the basename', () => {
    expect(hintsAt(script, '/application/article/detail/1')).toEqual([]);
    expect(hintsAt(script, '/article/detail/1')).toEqual([]);
  });

  it('adds nothing when the bundle has no area route chunks (dev, or another build)', () => {
    expect(run(AREAS_BY_PREFIX, [])).toEqual([]);
  });
});
