import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/contracts/api/envelope';

export type PagedList<T> = {
  items: T[];
  total: number;
  /** The first page is loading: the list's first load, or a refresh (which keeps `items` meanwhile). */
  loading: boolean;
  /** The first page failed (a failed refresh keeps the items it had). Later pages fail into the load-more retry. */
  error: unknown;
  hasMore: boolean;
  /** For InfiniteScroll: loads the next page; rejects on failure so it can offer a retry. */
  loadMore: () => Promise<void>;
  /** For PullToRefresh and retry: reloads from the first page. */
  refresh: () => Promise<void>;
};

/**
 * A list loaded page by page. `key` names the query (e.g. the keyword): when it changes the list
 * starts again, and answers of an older query are dropped.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    setLoading(true);
    setError(null);
    try {
      const first = await fetchRef.current(1);
      if (gen !== generation.current) return;
      // A transition: a page of cards renders in slices between which a phone stays responsive.
      startTransition(() => {
        setItems(first.list);
        setTotal(first.total);
        setPage(1);
        setLoading(false);
      });
    } catch (e) {
      if (gen !== generation.current) return;
      setError(e);
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      generation.current++;
      setItems([]);
      setTotal(0);
      setPage(0);
      setLoading(false);
      setError(null);
      return;
    }
    // Another query: the old one's rows must not show while the new one loads.
    setItems([]);
    setTotal(0);
    setPage(0);
    void refresh();
  }, [key, enabled, refresh]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const next = await fetchRef.current(page + 1);
    if (gen !== generation.current) return;
    // Not a transition: load more must see the new rows committed before it looks for the end again.
    setItems((prev) => [...prev, ...next.list]);
    // An empty page ends the list even if the total said otherwise (rows deleted meanwhile).
    setTotal(next.list.length === 0 ? page * next.size : next.total);
    setPage(page + 1);
  }, [page]);

  const hasMore = page > 0 && items.length < total;
  return { items, total, loading, error, hasMore, loadMore, refresh };
}
