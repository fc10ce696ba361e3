/**
 * The floor page of the web bench (issue 15): React, react-dom and react-router alone rendering the
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
  "  if (!items) return <p role=\"status\">加载中</p>;",
  '  return (',
  '    <main>',
  '      <h1>首页</h1>',
  "      <ul>{items.map((a) => <li key={a.id}><a href={`/app/article/detail/${a.id}`}><h2>{a.title}</h2><p>{a.summary}</p></a></li>)}</ul>",
  '    </main>',
  '  );',
  '}',
  "const router = createBrowserRouter([{ path: '/home', element: <Feed /> }], { basename: '/app' });",
  "createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
];
