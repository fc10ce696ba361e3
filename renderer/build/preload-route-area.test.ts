import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { candidateAreas } from '../src/app/area-index';
import { AREAS_BY_PREFIX, DISCOVERED_AREAS } from '../src/app/route-area-prefixes';
import { preloadRouteArea } from './preload-route-area';

type Tag = { tag: string; children: string };

const chunk = (fileName: string, facadeModuleId: string | null) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
});

type Pages = readonly (readonly [string, string])[];

/** The plugin's tags for a bundle holding one route chunk per area (and `extra` chunks), and the assets it emits. */
function build(
  prefixes: Record<string, readonly string[]>,
  areas: readonly string[],
  pages: Pages = [],
  extra: Record<string, unknown> = {},
  inlineAreas: readonly string[] = [],
) {
  const plugin = preloadRouteArea(prefixes, pages, null, inlineAreas);
  (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as unknown as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => Tag[];
  };
  const bundle = Object.fromEntries([
    ['index.js', chunk('assets/index.js', '/r/renderer/src/main.tsx')],
    ...areas.map((area) => [
      area,
      chunk(`assets/routes-${area}.js`, `/r/renderer/src/features/${area}/routes.tsx`),
    ]),
    ['page.js', chunk('assets/page.js', null)],
    ...Object.entries(extra),
  ]);
  const tags = hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
  const emitted: { fileName: string; source: string }[] = [];
  (plugin.generateBundle as unknown as (this: unknown) => void).call({
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  });
  return { tags, emitted };
}

const run = (prefixes: Record<string, readonly string[]>, areas: readonly string[]): Tag[] =>
  build(prefixes, areas).tags;

type Link = { rel: string; href: string; crossOrigin: string | null };

/** Runs the inline script as the page would at `pathname`, `fetch` answering from `files` (and noting each URL in `fetched`); returns the hinted links. */
async function linksAt(
  script: string,
  pathname: string,
  files: Record<string, string> = {},
  fetched: string[] = [],
): Promise<Link[]> {
  const links: Link[] = [];
  const document = {
    createElement: (): Link => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve({ json: () => Promise.resolve(JSON.parse(files[url] ?? 'null')) });
  };
  new Function('location', 'document', 'fetch', script)({ pathname }, document, fetch);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  return links;
}

/** The hinted route modules' hrefs (the script run synchronously, no page tables). */
function hintsAt(script: string, pathname: string): string[] {
  const links: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: Link) => links.push(link) },
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
    const paths = [
      '/app/article/detail/3',
      '/app/v2/member/center',
      '/APP/Member/Card/1',
      '/app/integral',
      '/app/app/download',
      '/app/calculator/',
      '/app/home',
      '/app/',
      '/app',
      '/app/no/such/page',
    ];
    for (const path of paths) {
      const expected = candidateAreas(AREAS_BY_PREFIX, path.slice('/app'.length)).map(
        (area) => `/app/assets/routes-${area}.js`,
      );
      expect(hintsAt(script, path).sort(), path).toEqual(expected.sort());
    }
    expect(hintsAt(script, '/app/v2/live/detail/1')).toEqual(['/app/assets/routes-live.js']);
  });

  it('hints nothing outside the basename', () => {
    expect(hintsAt(script, '/application/article/detail/1')).toEqual([]);
    expect(hintsAt(script, '/article/detail/1')).toEqual([]);
  });

  const pageChunk = (fileName: string, exportName: string, area: string) => ({
    type: 'chunk',
    fileName,
    facadeModuleId: `/r/renderer/src/features/${area}/pages/${exportName}.tsx`,
    modules: {
      [`/r/renderer/src/features/${area}/pages/${exportName}.tsx`]: {
        renderedExports: [exportName],
      },
    },
    isDynamicEntry: true,
    exports: [exportName],
    imports: ['assets/kit.js'],
  });

  /** An article page and a news page, sharing a kit chunk. */
  const twoPages = {
    'assets/kit.js': {
      type: 'chunk',
      fileName: 'assets/kit.js',
      facadeModuleId: null,
      isDynamicEntry: false,
      exports: [],
      imports: [],
    },
    'assets/detail.js': pageChunk('assets/detail.js', 'ArticleDetailPage', 'article'),
    'assets/news.js': pageChunk('assets/news.js', 'NewsListPage', 'news'),
  };
  const pages = [
    ['/article/detail/:id', 'ArticleDetailPage'],
    ['/news/list/:month', 'NewsListPage'],
  ] as const;

  it('writes the tables of the inlined areas into the script: their pages are hinted without a fetch', async () => {
    const { tags, emitted } = build(AREAS_BY_PREFIX, DISCOVERED_AREAS, pages, twoPages, [
      'article',
    ]);
    expect(emitted.map((e) => e.fileName)).toEqual([
      expect.stringMatching(/^assets\/page-hints-news-.+\.json$/),
    ]);
    const files = Object.fromEntries(emitted.map((e) => [`/app/${e.fileName}`, e.source]));
    const fetched: string[] = [];
    const links = await linksAt(tags[0]?.children ?? '', '/app/article/detail/3', files, fetched);
    expect(links.map((l) => l.href)).toEqual([
      '/app/assets/routes-article.js',
      '/app/assets/detail.js',
      '/app/assets/kit.js',
    ]);
    expect(fetched).toEqual([]);
    // An area not inlined still fetches its table.
    expect(
      (await linksAt(tags[0]?.children ?? '', '/app/news/list/202512', files, fetched)).map(
        (l) => l.href,
      ),
    ).toContain('/app/assets/news.js');
    expect(fetched).toEqual([`/app/${emitted[0]?.fileName}`]);
  });

  it('emits each area’s page table and hints the page a deep link opens, after its area’s route module', async () => {
    const { tags, emitted } = build(AREAS_BY_PREFIX, DISCOVERED_AREAS, pages, twoPages);
    expect(emitted.map((e) => e.fileName)).toEqual([
      expect.stringMatching(/^assets\/page-hints-article-.+\.json$/),
      expect.stringMatching(/^assets\/page-hints-news-.+\.json$/),
    ]);
    const files = Object.fromEntries(emitted.map((e) => [`/app/${e.fileName}`, e.source]));
    const links = await linksAt(tags[0]?.children ?? '', '/app/article/detail/3', files);
    expect(links.map((l) => l.href)).toEqual([
      '/app/assets/routes-article.js',
      '/app/assets/detail.js',
      '/app/assets/kit.js',
    ]);
    expect(
      (await linksAt(tags[0]?.children ?? '', '/app/news/list/202512', files)).map((l) => l.href),
    ).toEqual(['/app/assets/routes-news.js', '/app/assets/news.js', '/app/assets/kit.js']);
    // An area without a page table (here: qa) hints its route module only.
    expect(
      (await linksAt(tags[0]?.children ?? '', '/app/qa/detail/1', files)).map((l) => l.href),
    ).toEqual(['/app/assets/routes-qa.js']);
  });

  it('sends a page’s first read with the query parameters it copies from the address', async () => {
    const plugin = preloadRouteArea(
      AREAS_BY_PREFIX,
      [['/article/preview', 'PreviewPage', '/article/preview{?token}']],
      {
        apiBase: '/api-mock',
        appVersion: '4.0.0',
        inAppUa: 'TaxApp',
        tokenKey: 'token',
        global: '__read',
      },
    );
    (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
    const hook = plugin.transformIndexHtml as unknown as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => Tag[];
    };
    const bundle = {
      'routes-article.js': chunk(
        'assets/routes-article.js',
        '/r/renderer/src/features/article/routes.tsx',
      ),
      'preview.js': { ...pageChunk('assets/preview.js', 'PreviewPage', 'article'), imports: [] },
    };
    const script =
      hook.handler('', { bundle } as unknown as IndexHtmlTransformContext)[0]?.children ?? '';
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as unknown as (this: unknown) => void).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    const files = Object.fromEntries(emitted.map((e) => [`/app/${e.fileName}`, e.source]));
    const readsAt = async (search: string): Promise<string[]> => {
      const reads: string[] = [];
      const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
      const fetch = (url: string) => {
        if (url in files)
          return Promise.resolve({ json: () => Promise.resolve(JSON.parse(files[url] ?? 'null')) });
        reads.push(url);
        return new Promise(() => undefined);
      };
      const phone = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' };
      new Function(
        'location',
        'document',
        'fetch',
        'navigator',
        'sessionStorage',
        'window',
        script,
      )(
        { pathname: '/app/article/preview', search },
        document,
        fetch,
        phone,
        { getItem: () => null },
        {},
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      return reads;
    };
    expect(await readsAt('?token=Abc12345&from=share')).toEqual([
      '/api-mock/article/preview?token=Abc12345',
    ]);
    expect(await readsAt('?id=3')).toEqual([]);
  });

  it('adds nothing when the bundle has no area route chunks (dev, or another build)', () => {
    expect(run(AREAS_BY_PREFIX, [])).toEqual([]);
  });
});
