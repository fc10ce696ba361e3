import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { inlineEntryCss } from './inline-entry-css';

function run(html: string, bundle: Record<string, unknown>, maxBytes?: number) {
  const plugin = inlineEntryCss(maxBytes);
  (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as unknown as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

const HTML = '<head><link rel="stylesheet" crossorigin href="/app/assets/index-1.css"></head>';

describe('inlineEntryCss', () => {
  it('replaces the stylesheet link with the sheet itself, leaving a disabled link that tells lazy pages it is there', () => {
    const out = run(HTML, {
      'assets/index-1.css': {
        type: 'asset',
        fileName: 'assets/index-1.css',
        source: 'body{margin:0}',
      },
    });
    expect(out).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/app/assets/index-1.css" disabled></head>',
    );
  });

  it('keeps the link for a large sheet, one it cannot find, or one that would close the style element', () => {
    const big = { 'assets/index-1.css': { type: 'asset', source: 'a{}'.repeat(100) } };
    expect(run(HTML, big, 50)).toBe(HTML);
    expect(run(HTML, {})).toBe(HTML);
    expect(
      run(HTML, { 'assets/index-1.css': { type: 'asset', source: 'a{content:"</style>"}' } }),
    ).toBe(HTML);
  });
});
