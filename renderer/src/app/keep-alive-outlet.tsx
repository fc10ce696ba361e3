import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '@/lib/routing/use-current-route';

/** Pages kept alive at most; the oldest one left is dropped beyond this. */
const KEEP_ALIVE_MAX = 10;

/**
 * The router outlet with keep-alive (docs/product.md「首页与导航」): a route marked keepAlive stays
 * mounted (hidden) after the user leaves it, keyed by its path and query, so coming back shows the
 * same React state at the same window scroll position. Other routes remount on every navigation.
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX }: { max?: number }) {
  const outlet = useOutlet();
  const location = useLocation();
  const keepAlive = useCurrentRoute()?.keepAlive ?? false;
  const key = `${location.pathname}${location.search}`;
  const cache = useRef(new Map<string, ReactNode>());
  const scroll = useRef(new Map<string, number>());
  const activeKey = useRef(key);

  if (keepAlive) {
    // The element is refreshed in place (same slot, same React key) so the page keeps its state.
    cache.current.set(key, outlet);
    for (const cached of cache.current.keys()) {
      if (cache.current.size <= max) break;
      if (cached !== key) {
        cache.current.delete(cached);
        scroll.current.delete(cached);
      }
    }
  }

  useEffect(() => {
    const remember = () => scroll.current.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint: the shown page gets its remembered position (kept-alive) or the top.
  useLayoutEffect(() => {
    activeKey.current = key;
    window.scrollTo(0, keepAlive ? (scroll.current.get(key) ?? 0) : 0);
  }, [key, keepAlive, location.key]);

  return (
    <>
      {[...cache.current].map(([cachedKey, element]) => (
        <div key={cachedKey} data-keep-alive="" hidden={!(keepAlive && cachedKey === key)}>
          {element}
        </div>
      ))}
      {keepAlive ? null : <div key={location.key}>{outlet}</div>}
    </>
  );
}
