import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { entryAfterFirstPaint } from './entry-after-first-paint';
import { htmlScripts } from './page-weight';

function run(html: string) {
  const plugin = entryAfterFirstPaint();
  (plugin.configResolved as (c: ResolvedConfig) => void)({ base: '/app/' } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  return hook.handler(html, { bundle: {} } as unknown as IndexHtmlTransformContext);
}

const HTML =
  '<head><script type="module" crossorigin src="/app/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/app/assets/react-1.js"></head><body><div id="root">税务通</div>\n  </body>';

describe('entryAfterFirstPaint', () => {
  it('downloads the entry at once (modulepreload) and imports it from a script at the end of the body', () => {
    const out = run(HTML);
    expect(out).not.toContain('<script type="module" crossorigin src=');
    expect(out).toContain('<head><link rel="modulepreload" crossorigin href="/app/assets/index-1.js">');
    expect(out).toMatch(/<script type="module">.*import\("\/app\/assets\/index-1\.js"\).*<\/script>\n {2}<\/body>$/);
    // The page's first-render JS is the same files as before.
    expect(htmlScripts(out, '/app/')).toEqual(htmlScripts(HTML, '/app/'));
  });

  type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; options?: unknown };

  /** Runs the inline boot script with the browser's pieces replaced; answers what it imported and its hooks. */
  function boot(hidden: boolean, paintTiming: boolean) {
    const code = /<script type="module">(.*)<\/script>/.exec(run(HTML))?.[1] ?? '';
    const world = { imported: [] as string[], frames: [] as (() => void)[], timers: [] as { run: () => void; ms: number }[], observers: [] as Observer[] };
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      private readonly entry: Observer;
      constructor(callback: Observer['callback']) {
        this.entry = { callback };
        world.observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'importEntry', code.replace('import(', 'importEntry('))(
      { hidden },
      (f: () => void) => world.frames.push(f),
      (f: () => void, ms: number) => world.timers.push({ run: f, ms }),
      FakeObserver,
      (src: string) => world.imported.push(src),
    );
    return world;
  }

  const paints = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });

  it('imports the entry once the first contentful paint is reported, and only once', () => {
    const world = boot(false, true);
    expect(world.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    world.observers[0]?.callback(paints('first-paint'));
    expect(world.imported).toEqual([]);
    world.observers[0]?.callback(paints('first-paint', 'first-contentful-paint'));
    expect(world.imported).toEqual(['/app/assets/index-1.js']);
    world.timers.forEach((t) => t.run());
    expect(world.imported).toEqual(['/app/assets/index-1.js']);
  });

  it('without paint timing, imports it in the task after the first animation frame', () => {
    const world = boot(false, false);
    expect(world.observers).toEqual([]);
    world.frames.forEach((f) => f());
    world.timers.filter((t) => t.ms === 0).forEach((t) => t.run());
    expect(world.imported).toEqual(['/app/assets/index-1.js']);
  });

  it('imports it after 500 ms when no paint comes, and at once in a hidden tab', () => {
    const world = boot(false, true);
    expect(world.timers.map((t) => t.ms)).toEqual([500]);
    world.timers[0]?.run();
    expect(world.imported).toEqual(['/app/assets/index-1.js']);
    expect(boot(true, true).imported).toEqual(['/app/assets/index-1.js']);
  });

  it('leaves a page without Vite’s entry tag as it is', () => {
    expect(run('<head></head><body></body>')).toBe('<head></head><body></body>');
  });
});
