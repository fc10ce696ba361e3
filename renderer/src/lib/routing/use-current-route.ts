import { useMatches } from 'react-router';
import type { ResolvedRoute, RouteHandle } from './route-record';

/** The deepest matched route's record (from its `handle`), or undefined outside the table. */
export function useCurrentRoute(): ResolvedRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
