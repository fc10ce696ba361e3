import './page-loading.css';

/**
 * Shown while a page's code or data loads. Plain CSS (no UI library): it is part of the first
 * screen's JavaScript, which must stay small (the home page's download budget, see
 * eslint.config.js).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="加载中">
      <span className="page-loading__dot" />
      <span className="page-loading__dot" />
      <span className="page-loading__dot" />
    </div>
  );
}
