import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  INDEX_HTML_GZIP_BUDGET,
  JS_BUDGET,
  LANDING_PAGES,
  SHARED_LINK_AREAS,
} from './landing-pages';
import { buildApp, buildEntry, REACT_ALONE_ENTRY, type BuiltApp } from './measure-build';
import { htmlScripts, pageWeight } from './page-weight';
import { EAGER_COMPILE_HINT } from './eager-compile-hints';
import { heldModules } from './chunk-modules';

// Sizes are deterministic: the app and the React-alone yardstick are built here, with the app's
// own Vite config, and every landing page's first-render JS must stay within its budget.
let app: BuiltApp;
let reactAlone = 0;
const outDir = mkdtempSync(join(tmpdir(), 'page-budget-'));

beforeAll(async () => {
  app = await buildApp(outDir);
  const yardstick = await buildEntry(REACT_ALONE_ENTRY);
  reactAlone = yardstick.gzipBytes;
  yardstick.dispose();
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('JS to first render of each landing page', () => {
  it.each(LANDING_PAGES.map((p) => [p.url, p] as const))(
    '%s stays within its budget',
    (_url, landing) => {
      const weight = pageWeight(app.chunks, app.html, app.base, landing);
      const ratio = weight.gzipBytes / reactAlone;
      const figure = `${(weight.gzipBytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)}× in ${weight.files.length} files`;
      expect(ratio, `${figure}: ${weight.files.join(', ')}`).toBeLessThanOrEqual(landing.budget);
      expect(weight.files.length, figure).toBeLessThanOrEqual(JS_BUDGET.maxFiles);
    },
  );

  // Works management is no landing page, but its first render keeps their budget
  // (antd-mobile's Tabs, Button and Dialog once brought it to 200 KB in 44 files).
  it('/app/delivery stays within the landing pages’ budget', () => {
    const weight = pageWeight(app.chunks, app.html, app.base, {
      area: 'contribute',
      module: 'features/contribute/pages/delivery-page.tsx',
    });
    const figure = `${(weight.gzipBytes / 1024).toFixed(1)} KB = ${(weight.gzipBytes / reactAlone).toFixed(2)}× in ${weight.files.length} files`;
    expect(
      weight.gzipBytes / reactAlone,
      `${figure}: ${weight.files.join(', ')}`,
    ).toBeLessThanOrEqual(JS_BUDGET.landing);
    expect(weight.files.length, figure).toBeLessThanOrEqual(JS_BUDGET.maxFiles);
  });

  // A class field compiled down for the es2020 target brings a helper chunk (defineProperty) of
  // its own: set fields in the constructor (`declare` them) in code the first screen loads.
  it('/app/home loads no transpiler helper chunk', () => {
    const home = LANDING_PAGES.find((p) => p.area === 'home');
    if (!home) throw new Error('no home landing page');
    const helpers = pageWeight(app.chunks, app.html, app.base, home).files.filter((f) =>
      /(^|\/)(defineProperty|objectSpread2?|typeof|classCallCheck|createClass|inherits)-[\w-]+\.js$/.test(
        f,
      ),
    );
    expect(helpers).toEqual([]);
  });
});

describe('V8 compiles each landing page’s first-render code as it downloads', () => {
  const codeOf = (fileName: string) => app.chunks.find((c) => c.fileName === fileName)?.code ?? '';

  it.each(LANDING_PAGES.map((p) => [p.url, p] as const))(
    '%s: every file starts with the compile hint',
    (_url, landing) => {
      const files = pageWeight(app.chunks, app.html, app.base, landing).files;
      expect(files.filter((file) => !codeOf(file).startsWith(EAGER_COMPILE_HINT))).toEqual([]);
    },
  );

  it('the video player, loaded only when a video plays, does not', () => {
    const player = app.chunks.find((c) => /hls/.test(c.fileName));
    expect(player?.code.startsWith(EAGER_COMPILE_HINT)).toBe(false);
  });
});

/** Runs index.html's inline hint script at `pathname`, a page table it fetches read from the build; answers the hinted files and the fetched tables. */
async function runHintScript(pathname: string): Promise<{ hinted: string[]; fetched: string[] }> {
  const script = [...app.html.matchAll(/<script>(.*?)<\/script>/gs)]
    .map((m) => m[1] ?? '')
    .find((code) => code.includes('modulepreload'));
  if (!script) throw new Error('index.html has no hint script');
  const links: { href: string }[] = [];
  const fetched: string[] = [];
  const document = {
    createElement: () => ({ href: '' }),
    head: { appendChild: (link: { href: string }) => links.push(link) },
  };
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve({
      json: () =>
        Promise.resolve(JSON.parse(readFileSync(join(outDir, url.slice('/app/'.length)), 'utf8'))),
    });
  };
  new Function('location', 'document', 'fetch', script)({ pathname }, document, fetch);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { hinted: links.map((link) => link.href.slice('/app/'.length)), fetched };
}

const hintedAt = async (pathname: string): Promise<string[]> =>
  (await runHintScript(pathname)).hinted;

describe('index.html starts a deep link’s files with its own (its inline script and the area’s page table)', () => {
  it.each(LANDING_PAGES.filter((p) => p.area !== 'home').map((p) => [p.url, p] as const))(
    '%s: every file of its first render',
    async (url, landing) => {
      const needed = pageWeight(app.chunks, app.html, app.base, landing).files;
      const started = new Set([
        ...htmlScripts(app.html, app.base),
        ...(await hintedAt(new URL(url, 'http://x').pathname)),
      ]);
      expect(needed.filter((file) => !started.has(file))).toEqual([]);
    },
  );

  it.each(
    LANDING_PAGES.filter((p) => (SHARED_LINK_AREAS as readonly string[]).includes(p.area)).map(
      (p) => [p.url] as const,
    ),
  )('%s: from the page table in index.html, fetching none', async (url) => {
    expect((await runHintScript(new URL(url, 'http://x').pathname)).fetched).toEqual([]);
  });

  it('index.html, tables included, arrives in one round trip', () => {
    expect(gzipSync(app.html).length).toBeLessThanOrEqual(INDEX_HTML_GZIP_BUDGET);
  });

  it('an unknown path starts no page’s files, only its area’s route module', async () => {
    const routes = app.chunks.find((c) =>
      heldModules(c).some((id) => id.endsWith('/features/article/routes.tsx')),
    );
    expect(
      (await hintedAt('/app/article/no/such/page')).filter((f) => f !== routes?.fileName),
    ).toEqual([]);
  });
});
