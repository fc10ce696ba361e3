import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from './router';

/** The root layout: sets the document title from the current route. */
export function AppShell() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.route.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return <Outlet />;
}
