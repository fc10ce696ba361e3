import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { preloadSharedChunks } from './preload-shared-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});

function run(bundle: Record<string, unknown>) {
  const plugin = preloadSharedChunks([/lib\/http\/index\.ts$/]);
  (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as unknown as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => { attrs: { href: string } }[];
  };
  return hook
    .handler('', { bundle } as unknown as IndexHtmlTransformContext)
    .map((t) => t.attrs.href);
}

describe('preloadSharedChunks', () => {
  it('hints the chunk holding the module and what it imports, except what the entry loads anyway', () => {
    const hrefs = run({
      'index.js': chunk('assets/index.js', ['src/main.tsx'], ['assets/react.js'], true),
      'react.js': chunk('assets/react.js', ['node_modules/react/index.js']),
      'http.js': chunk(
        'assets/http.js',
        ['src/lib/http/index.ts'],
        ['assets/react.js', 'assets/zod.js'],
      ),
      'zod.js': chunk('assets/zod.js', ['node_modules/zod/v4/core/core.js']),
      'page.js': chunk('assets/page.js', ['src/features/x/page.tsx'], ['assets/http.js']),
      'style.css': { type: 'asset', fileName: 'assets/style.css' },
    });
    expect(hrefs).toEqual(['/app/assets/http.js', '/app/assets/zod.js']);
  });

  it('adds nothing when no chunk holds the module', () => {
    expect(run({ 'index.js': chunk('assets/index.js', ['src/main.tsx'], [], true) })).toEqual([]);
  });
});
