import { useSessionStore } from '@/stores/session-store';
import './global-loading.css';

/**
 * The global loading indicator (docs/product.md「错误与提示」): shown while any request is pending,
 * hidden when all finish.
 */
export function GlobalLoading() {
  const pending = useSessionStore((s) => s.pendingRequests);
  if (pending <= 0) return null;
  return (
    <div className="global-loading" role="progressbar" aria-label="请求加载中" aria-busy="true" />
  );
}
