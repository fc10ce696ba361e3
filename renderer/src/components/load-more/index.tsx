import { useEffect, useRef, useState } from 'react';
import './load-more.css';

type Props = {
  hasMore: boolean;
  loadMore: () => Promise<void>;
};

/** How far below the screen the next page starts loading. */
const PRELOAD_MARGIN = '0px 0px 250px 0px';

/**
 * The end of a list: loads the next page when it comes within reach of the screen, and again while
 * it is still there once a page has arrived (a short page does not fill the screen). A hidden list
 * (a kept-alive page under another) never intersects, so it loads nothing.
 */
export function LoadMore({ hasMore, loadMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const busy = useRef(false);
  // The callback changes with every page (it closes over the page number); reloading on that
  // change would fetch a page nobody scrolled to. Only a new sighting loads.
  const load = useRef(loadMore);
  load.current = loadMore;
  /** Counts sightings of the end in reach; 0 while it is out of reach. */
  const [sighting, setSighting] = useState(0);
  const [failed, setFailed] = useState(false);
  /** Pages loaded here; each one re-checks the end once its rows are on the page. */
  const [pages, setPages] = useState(0);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const inReach = entries.some((e) => e.isIntersecting);
        setSighting((n) => (inReach ? n + 1 : 0));
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(node);
    observer.current = io;
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (sighting === 0 || !hasMore || failed || busy.current) return;
    busy.current = true;
    load.current().then(
      () => {
        busy.current = false;
        setPages((n) => n + 1);
      },
      () => {
        // The http client has shown why; wait for a tap instead of retrying in a loop.
        busy.current = false;
        setFailed(true);
      },
    );
  }, [sighting, hasMore, failed]);

  useEffect(() => {
    const node = sentinel.current;
    if (pages === 0 || !node || !observer.current) return;
    // Observing afresh reports where the end is now: after this commit, below the new rows.
    observer.current.unobserve(node);
    observer.current.observe(node);
  }, [pages]);

  return (
    <div ref={sentinel} className="load-more" aria-live="polite">
      {failed ? (
        <button
          type="button"
          className="load-more__retry"
          onClick={() => {
            setFailed(false);
            setSighting((n) => n + 1);
          }}
        >
          加载失败，点击重试
        </button>
      ) : hasMore ? (
        '加载中…'
      ) : (
        '没有更多了'
      )}
    </div>
  );
}
