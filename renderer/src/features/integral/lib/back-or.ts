import type { NavigateFunction } from 'react-router';

/**
 * Back to the page that opened this one, or to `fallback` when this page was opened first (a shared
 * link): history's back would leave the app. React Router numbers its entries in `history.state.idx`.
 */
export function backOr(navigate: NavigateFunction, fallback: string): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
