import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { partOf } from './run-alone';

/**
 * The floor page of the web bench: React, react-dom and react-router alone rendering the
 * same first list as home (the first page of articles from the same mock API), built with the app's
 * Vite config. Lighthouse measures it in the same run as the app's pages, so a slow machine shows
 * as a slow floor rather than as a bad page.
 */
export const FLOOR_PAGE_PATH = '/app/home';

/** Lines of TSX, built as one entry (see renderer/build/measure-build.ts `buildEntry`). */
export const FLOOR_PAGE_ENTRY = [
  "import { useEffect, useState } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import { createBrowserRouter, RouterProvider } from 'react-router';",
  'type Item = { id: number; title: string; summary: string };',
  'function Feed() {',
  '  const [items, setItems] = useState<Item[] | null>(null);',
  '  useEffect(() => {',
  "    fetch('/api-mock/article/list?page=1&size=10').then((r) => r.json()).then((body: { data: { list: Item[] } }) => setItems(body.data.list));",
  '  }, []);',
  '  if (!items) return <p role="status">加载中</p>;',
  '  return (',
  '    <main>',
  '      <h1>首页</h1>',
  '      <ul>{items.map((a) => <li key={a.id}><a href={`/app/article/detail/${a.id}`}><h2>{a.title}</h2><p>{a.summary}</p></a></li>)}</ul>',
  '    </main>',
  '  );',
  '}',
  "const router = createBrowserRouter([{ path: '/home', element: <Feed /> }], { basename: '/app' });",
  "createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
];

/**
 * The splash the app's index.html paints before any script runs, for the floor page's #root too.
 * Lighthouse counts blocking time from the first paint: a floor that painted nothing until React
 * had run left its libraries' evaluation out of its TBT, while every app page's was counted after
 * the splash. With the same splash both count the same span of work.
 */
export function appSplashHtml(
  indexHtml = readFileSync(resolve(process.cwd(), 'renderer/index.html'), 'utf8'),
): string {
  const splash = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1];
  if (!splash?.includes('role="status"'))
    throw new Error('renderer/index.html has no splash in #root');
  return splash;
}

partOf(import.meta.url, 'bench/web-bench.ts');
