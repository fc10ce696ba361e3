import { describe, expect, it } from 'vitest';
import { htmlScripts, pageWeight, type WeighedChunk } from './page-weight';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  code = 'x',
): WeighedChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade === null ? null : `/repo/renderer/src/${facade}`,
  imports,
  code,
});

const html =
  '<script>hint()</script><script type="module" crossorigin src="/app/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/app/assets/http.js"><link rel="stylesheet" href="/app/assets/index.css">';

const chunks = [
  chunk('assets/index.js', 'main.tsx', ['assets/react.js']),
  chunk('assets/react.js', null),
  chunk('assets/http.js', 'lib/http/index.ts'),
  chunk('assets/routes.js', 'features/news/routes.tsx'),
  chunk('assets/page.js', 'features/news/pages/news-page.tsx', [
    'assets/kit.js',
    'assets/react.js',
  ]),
  chunk('assets/kit.js', null),
  chunk('assets/later.js', 'features/news/lib/later.ts'),
];

describe('page weight', () => {
  it('reads the entry script and the modulepreload hints of index.html', () => {
    expect(htmlScripts(html, '/app/')).toEqual(['assets/index.js', 'assets/http.js']);
  });

  it('counts the entry, its preloads, the area routes and the page with their static imports, once each', () => {
    const weight = pageWeight(chunks, html, '/app/', {
      area: 'news',
      module: 'features/news/pages/news-page.tsx',
    });
    expect(weight.files).toEqual([
      'assets/http.js',
      'assets/index.js',
      'assets/kit.js',
      'assets/page.js',
      'assets/react.js',
      'assets/routes.js',
    ]);
    expect(weight.gzipBytes).toBeGreaterThan(0);
  });

  it("home's pages hang off the entry: no route module first", () => {
    const home = [...chunks, chunk('assets/home.js', 'features/home/pages/home-page.tsx')];
    expect(
      pageWeight(home, html, '/app/', { area: 'home', module: 'features/home/pages/home-page.tsx' })
        .files,
    ).toEqual(['assets/home.js', 'assets/http.js', 'assets/index.js', 'assets/react.js']);
  });

  it('fails loudly when the page has no chunk (a renamed module must not pass unmeasured)', () => {
    expect(() =>
      pageWeight(chunks, html, '/app/', { area: 'news', module: 'features/news/pages/gone.tsx' }),
    ).toThrow(/no chunk/);
  });
});
