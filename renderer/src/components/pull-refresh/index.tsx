import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import './pull-refresh.css';

type Props = {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
};

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The texts antd-mobile's PullToRefresh shows, kept so the app reads the same everywhere. */
const TEXTS: Record<Exclude<Status, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中…',
  complete: '刷新成功',
};
/** Pull distance (px, after damping) that refreshes on release; the head's height while refreshing. */
const THRESHOLD = 60;
const COMPLETE_MS = 500;

/** Damped pull: the further you pull, the less it follows, as on a native list. */
const damp = (dy: number) => Math.min(THRESHOLD * 2, dy * 0.5);

/**
 * Pull down at the top of the page to refresh. Touch only (phones); the page scrolls natively, and
 * a pull only starts when the page is already at its top. Transform-only, so no layout per frame.
 */
export function PullToRefresh({ onRefresh, children }: Props) {
  const [status, setStatus] = useState<Status>('idle');
  const [height, setHeight] = useState(0);
  const start = useRef<{ y: number; x: number } | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (status === 'refreshing' || status === 'complete') return;
    const touch = e.touches[0];
    start.current = touch && window.scrollY <= 0 ? { y: touch.clientY, x: touch.clientX } : null;
  };

  const onTouchMove = (e: TouchEvent) => {
    const touch = e.touches[0];
    if (!start.current || !touch) return;
    const dy = touch.clientY - start.current.y;
    const dx = touch.clientX - start.current.x;
    // Upwards or mostly sideways (a tab row, a carousel): not a pull.
    if (dy <= 0 || Math.abs(dx) > dy) {
      if (status === 'idle') start.current = null;
      return;
    }
    const h = damp(dy);
    setHeight(h);
    setStatus(h >= THRESHOLD ? 'canRelease' : 'pulling');
  };

  const onTouchEnd = () => {
    if (!start.current) return;
    start.current = null;
    if (status !== 'canRelease') {
      setStatus('idle');
      setHeight(0);
      return;
    }
    setStatus('refreshing');
    setHeight(THRESHOLD);
    const settle = () => {
      setStatus('complete');
      setTimeout(() => {
        setStatus('idle');
        setHeight(0);
      }, COMPLETE_MS);
    };
    // A failed refresh keeps the list as it was; the http client has shown why.
    onRefresh().then(settle, settle);
  };

  const dragging = status === 'pulling' || status === 'canRelease';
  return (
    <div
      className="pull-refresh"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className="pull-refresh__body"
        style={{
          transform: height ? `translateY(${height}px)` : undefined,
          transition: dragging ? 'none' : undefined,
        }}
      >
        <div
          className="pull-refresh__head"
          style={{ height: THRESHOLD, marginTop: -THRESHOLD }}
          aria-live="polite"
        >
          {status === 'idle' ? null : TEXTS[status]}
        </div>
        {children}
      </div>
    </div>
  );
}
