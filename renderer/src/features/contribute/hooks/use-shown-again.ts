import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * For a kept-alive list page: a number that grows each time the user comes back to `path` (from
 * the editor after a submit, from a detail), so the page loads its data again instead of showing
 * what it held before. A hidden kept-alive page still sees the location change.
 */
export function useShownAgain(path: string): number {
  const { pathname } = useLocation();
  const [state, setState] = useState({ pathname, times: 0 });
  if (pathname !== state.pathname) {
    const next = { pathname, times: pathname === path ? state.times + 1 : state.times };
    setState(next);
    return next.times;
  }
  return state.times;
}
