import { useEffect } from 'react';

/** A result page opens at its top, not at the scroll position of the form that led to it. */
export function useScrollTop(key: unknown): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
