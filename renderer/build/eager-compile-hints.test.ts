import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHints, firstRenderChunks } from './eager-compile-hints';

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId,
  imports,
  code: `/* ${fileName} */`,
});

const bundle = () => [
  chunk('index.js', ['react.js'], '/repo/renderer/index.html', true),
  chunk('react.js'),
  chunk('routes-article.js', ['page-kit.js'], '/repo/renderer/src/features/article/routes.tsx'),
  chunk(
    'article-page.js',
    ['page-kit.js', 'sanitize.js'],
    '/repo/renderer/src/features/article/pages/article-page.tsx',
  ),
  chunk('page-kit.js'),
  chunk('sanitize.js'),
  // Imported later (import() after paint), by nobody statically.
  chunk('hls.js', [], '/repo/node_modules/hls.js/dist/hls.light.mjs'),
  chunk(
    'share-sheet.js',
    ['page-kit.js'],
    '/repo/renderer/src/features/article/components/share-sheet.tsx',
  ),
];

describe('firstRenderChunks', () => {
  it('is the entry, every route module and page, and what they import statically', () => {
    expect([...firstRenderChunks(bundle())].sort()).toEqual([
      'article-page.js',
      'index.js',
      'page-kit.js',
      'react.js',
      'routes-article.js',
      'sanitize.js',
    ]);
  });

  it('counts a group’s file that holds an area’s routes and pages, though it is no module’s facade', () => {
    const grouped = [
      chunk('index.js', [], '/repo/renderer/index.html', true),
      {
        ...chunk('news-area.js', ['page-kit.js']),
        moduleIds: [
          '/repo/renderer/src/features/news/routes.tsx',
          '/repo/renderer/src/features/news/pages/news-page.tsx',
        ],
      },
      chunk('page-kit.js'),
    ];
    expect([...firstRenderChunks(grouped)].sort()).toEqual([
      'index.js',
      'news-area.js',
      'page-kit.js',
    ]);
  });

  it('leaves out what a page only imports later', () => {
    const hinted = firstRenderChunks(bundle());
    expect(hinted.has('hls.js')).toBe(false);
    expect(hinted.has('share-sheet.js')).toBe(false);
  });
});

describe('eagerCompileHints', () => {
  it('starts each first-render chunk with V8’s magic comment, once, and leaves the others as they were', () => {
    const chunks = bundle();
    const output = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    const plugin = eagerCompileHints();
    const hook = plugin.generateBundle as unknown as {
      order: string;
      handler: (options: unknown, bundle: Record<string, { code: string }>) => void;
    };
    // After Vite's own edits of the chunks, which would put code above the hint.
    expect(hook.order).toBe('post');
    hook.handler.call({}, {}, output);
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(output['index.js']?.code).toBe(`${EAGER_COMPILE_HINT}/* index.js */`);
    expect(output['sanitize.js']?.code).toBe(`${EAGER_COMPILE_HINT}/* sanitize.js */`);
    expect(output['hls.js']?.code).toBe('/* hls.js */');
    expect(output['share-sheet.js']?.code).toBe('/* share-sheet.js */');
  });
});
