import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  hintRoutePage,
  pageHintFileName,
  pageHintTables,
  type PageHintTable,
} from './page-hint-tables';

type Link = { rel: string; as?: string; href: string; crossOrigin: string | null };

/** Runs hintRoutePage for `path` (under /app) against `table`; answers the links it added. */
function hintsFor(table: PageHintTable, path: string): Link[] {
  const links: Link[] = [];
  const previous = globalThis.document;
  globalThis.document = {
    createElement: (): Link => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: Link) => links.push(link) },
  } as unknown as Document;
  try {
    hintRoutePage(table, path.toLowerCase().split('/').filter(Boolean), '/app/assets/');
  } finally {
    globalThis.document = previous;
  }
  return links;
}

const TABLE: PageHintTable = {
  routes: [
    ['/article/detail/:id', 0],
    ['/article/detail/latest', 1],
    ['/member/card/:id?', 2],
    ['/docs/*', 3],
  ],
  files: [
    'article-detail-page-A',
    'article-latest-page-B',
    'member-card-page-C',
    'docs-page-D',
    'page-kit-E',
    'page-kit-F.css',
  ],
  imports: [[4, 5], [4], [], [], [5], []],
};

describe('hintRoutePage', () => {
  it('hints the matched page, what it imports and its CSS, each once', () => {
    const links = hintsFor(TABLE, 'article/detail/12');
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', '/app/assets/article-detail-page-A.js'],
      ['modulepreload', '/app/assets/page-kit-E.js'],
      ['preload', '/app/assets/page-kit-F.css'],
    ]);
    expect(links[2]?.as).toBe('style');
    expect(links.every((l) => l.crossOrigin === '')).toBe(true);
  });

  it('prefers the most specific route, as the router does, whatever the case', () => {
    expect(hintsFor(TABLE, 'Article/Detail/LATEST')[0]?.href).toBe(
      '/app/assets/article-latest-page-B.js',
    );
  });

  it('matches optional params with and without a value, and a splat with any rest', () => {
    expect(hintsFor(TABLE, 'member/card')[0]?.href).toBe('/app/assets/member-card-page-C.js');
    expect(hintsFor(TABLE, 'member/card/7')[0]?.href).toBe('/app/assets/member-card-page-C.js');
    expect(hintsFor(TABLE, 'docs/a/b/c')[0]?.href).toBe('/app/assets/docs-page-D.js');
  });

  it('hints nothing for a path no route matches', () => {
    expect(hintsFor(TABLE, 'article/detail')).toEqual([]);
    expect(hintsFor(TABLE, 'article/detail/1/2')).toEqual([]);
    expect(hintsFor(TABLE, 'member/card/7/8')).toEqual([]);
  });
});

const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) => ({
  type: 'chunk',
  fileName,
  isDynamicEntry: false,
  exports: [],
  imports: [],
  facadeModuleId: null,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
  ...extra,
});

describe('hintRoutePage: first reads', () => {
  const table: PageHintTable = {
    routes: [
      ['/article/detail/:id', 0, '/article/detail/:id'],
      ['/news/list/h5', 0],
      ['/article/preview', 0, '/article/preview{?token}'],
      ['/goods/:id', 0, '/goods/:id/list?page=1{&sort,q}'],
      ['/exam', 0, 'POST /exam/init {"examId":{examId},"inviteUserId":{inviteUserId?}}'],
    ],
    files: ['page'],
    imports: [[]],
  };
  /** The reads hintRoutePage hands on for an address under /app (path and query). */
  const readsFor = (address: string): string[] => {
    const reads: string[] = [];
    const [path = '', search = ''] = address.split(/(?=\?)/);
    const previous = globalThis.document;
    globalThis.document = {
      createElement: () => ({}),
      head: { appendChild: () => undefined },
    } as unknown as Document;
    try {
      hintRoutePage(
        table,
        path.split('/').filter(Boolean),
        '/app/assets/',
        (read, _images, body) => reads.push(body === undefined ? read : `POST ${read} ${body}`),
        search,
      );
    } finally {
      globalThis.document = previous;
    }
    return reads;
  };

  it('sends the matched route’s read with its params as the app sends them (decoded, then encoded)', () => {
    expect(readsFor('/Article/Detail/42')).toEqual(['/article/detail/42']);
    expect(readsFor('/article/detail/A%20b')).toEqual(['/article/detail/A%20b']);
    expect(readsFor('/article/detail/%E4%B8%AD')).toEqual(['/article/detail/%E4%B8%AD']);
  });

  it('sends nothing for a route without a read, or an address it cannot decode', () => {
    expect(readsFor('/news/list/h5')).toEqual([]);
    expect(readsFor('/article/detail/%E4')).toEqual([]);
  });

  it('copies the query parameters the read names from the address, in the read’s order', () => {
    expect(readsFor('/article/preview?token=Abc12345')).toEqual([
      '/article/preview?token=Abc12345',
    ]);
    expect(readsFor('/article/preview?from=share&token=Abc12345&id=3')).toEqual([
      '/article/preview?token=Abc12345',
    ]);
    expect(readsFor('/goods/7?q=x&sort=new')).toEqual(['/goods/7/list?page=1&sort=new&q=x']);
  });

  it('encodes a copied value as axios serialises a request’s params', () => {
    // Decoded as URLSearchParams reads the address (`+` is a space), then axios's encode.
    expect(readsFor('/article/preview?token=a+b%3Ac%2C%24%E4%B8%AD%26')).toEqual([
      '/article/preview?token=a+b:c,$%E4%B8%AD%26',
    ]);
  });

  it('fills a POST read’s body with the address’s ids as the page reads them: required, or null when optional', () => {
    expect(readsFor('/exam?examId=5')).toEqual([
      'POST /exam/init {"examId":5,"inviteUserId":null}',
    ]);
    expect(readsFor('/exam?inviteUserId=31&examId=6')).toEqual([
      'POST /exam/init {"examId":6,"inviteUserId":31}',
    ]);
    // Number() as positiveIdOf reads it; a value that is not a positive integer is no id.
    expect(readsFor('/exam?examId=05&inviteUserId=-2')).toEqual([
      'POST /exam/init {"examId":5,"inviteUserId":null}',
    ]);
    expect(readsFor('/exam?examId=5&inviteUserId=1.5')).toEqual([
      'POST /exam/init {"examId":5,"inviteUserId":null}',
    ]);
    // Without its required id the page uses the session's exam: nothing to read ahead.
    expect(readsFor('/exam')).toEqual([]);
    expect(readsFor('/exam?examId=0')).toEqual([]);
    expect(readsFor('/exam?examId=abc&inviteUserId=3')).toEqual([]);
  });

  it('sends nothing while a named query parameter is missing or empty (the author’s ?id= preview)', () => {
    expect(readsFor('/article/preview')).toEqual([]);
    expect(readsFor('/article/preview?token=')).toEqual([]);
    expect(readsFor('/article/preview?id=3')).toEqual([]);
    expect(readsFor('/goods/7?sort=new')).toEqual([]);
  });
});

/** A page's own chunk: the module lazyPage imports is its facade and exports the page. */
const pageChunk = (
  fileName: string,
  exportName: string,
  module: string,
  extra: Partial<Rollup.OutputChunk> = {},
) =>
  chunk(fileName, {
    isDynamicEntry: true,
    exports: [exportName],
    facadeModuleId: module,
    modules: {
      [module]: { renderedExports: [exportName] },
    } as unknown as Rollup.OutputChunk['modules'],
    ...extra,
  });

describe('pageHintTables', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/react.js'),
      chunk('assets/kit.js', { imports: ['assets/react.js'], css: ['assets/kit.css'] }),
      pageChunk(
        'assets/detail.js',
        'DetailPage',
        '/r/renderer/src/features/article/pages/detail.tsx',
        { imports: ['assets/kit.js', 'assets/react.js'] },
      ),
      pageChunk('assets/list.js', 'ListPage', '/r/renderer/src/features/news/pages/list.tsx', {
        imports: ['assets/kit.js'],
      }),
    ].map((c) => [c.fileName, c]),
  ) as unknown as Rollup.OutputBundle;

  it('gives each area its pages with the files they need beyond index.html’s', () => {
    const tables = pageHintTables(
      bundle,
      [
        ['/article/detail/:id', 'DetailPage'],
        ['/News/List', 'ListPage'],
      ],
      new Set(['assets/react.js']),
    );
    expect(tables.get('article')).toEqual({
      routes: [['/article/detail/:id', 0]],
      files: ['detail', 'kit', 'kit.css'],
      imports: [[1], [2], []],
    });
    expect(tables.get('news')).toEqual({
      routes: [['/news/list', 0]],
      files: ['list', 'kit', 'kit.css'],
      imports: [[1], [2], []],
    });
  });

  it('keeps a route’s first read, and hints the HTML sanitiser a page loads lazily with the page', () => {
    const withSanitiser = {
      ...bundle,
      'assets/load.js': chunk('assets/load.js', { dynamicImports: ['assets/sanitize.js'] }),
      'assets/sanitize.js': chunk('assets/sanitize.js', {
        modules: {
          '/r/renderer/src/lib/html/sanitize.ts': {},
        } as unknown as Rollup.OutputChunk['modules'],
      }),
      'assets/other.js': chunk('assets/other.js', {
        modules: { '/r/renderer/src/lib/other.ts': {} } as unknown as Rollup.OutputChunk['modules'],
      }),
      'assets/news.js': pageChunk(
        'assets/news.js',
        'NewsPage',
        '/r/renderer/src/features/news/pages/news.tsx',
        { imports: ['assets/load.js'], dynamicImports: ['assets/other.js'] },
      ),
    } as unknown as Rollup.OutputBundle;
    const tables = pageHintTables(
      withSanitiser,
      [['/news/detail/:id', 'NewsPage', '/news/detail/:id']],
      new Set(),
    );
    expect(tables.get('news')).toEqual({
      routes: [['/news/detail/:id', 0, '/news/detail/:id']],
      files: ['news', 'load', 'sanitize'],
      imports: [[1], [2], []],
    });
  });

  it('finds a page bundled with its area’s routes in a group’s file, which is no page’s facade', () => {
    const grouped = {
      'assets/kit.js': chunk('assets/kit.js'),
      'assets/article-area.js': chunk('assets/article-area.js', {
        imports: ['assets/kit.js'],
        modules: {
          '/r/renderer/src/features/article/routes.tsx': { renderedExports: ['articleRoutes'] },
          '/r/renderer/src/features/article/pages/detail.tsx': { renderedExports: ['DetailPage'] },
          '/r/renderer/src/features/article/pages/share.tsx': { renderedExports: ['SharePage'] },
        } as unknown as Rollup.OutputChunk['modules'],
      }),
    } as unknown as Rollup.OutputBundle;
    const tables = pageHintTables(
      grouped,
      [
        ['/article/detail/:id', 'DetailPage'],
        ['/article/share/:id', 'SharePage'],
      ],
      new Set(),
    );
    expect(tables.get('article')).toEqual({
      routes: [
        ['/article/detail/:id', 0],
        ['/article/share/:id', 0],
      ],
      files: ['article-area', 'kit'],
      imports: [[1], []],
    });
  });

  it('fails the build when a route’s page has no chunk of its own', () => {
    expect(() => pageHintTables(bundle, [['/x', 'MissingPage']], new Set())).toThrow(
      '0 chunks export the page MissingPage',
    );
  });

  it('names a table by its content', () => {
    expect(pageHintFileName('news', '{"a":1}')).toMatch(/^assets\/page-hints-news-[\w-]{8}\.json$/);
    expect(pageHintFileName('news', '{"a":1}')).toBe(pageHintFileName('news', '{"a":1}'));
    expect(pageHintFileName('news', '{"a":2}')).not.toBe(pageHintFileName('news', '{"a":1}'));
  });
});
