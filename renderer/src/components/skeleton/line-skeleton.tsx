import './skeleton.css';

/** Widths cycle so the lines read as a paragraph, the last one of each group shorter. */
const WIDTHS = ['100%', '96%', '92%', '60%'];

/**
 * Grey placeholder lines shown while content loads: the routes' loading skeleton
 * (docs/product.md「首页与导航」).
 */
export function LineSkeleton({ rows = 6, title = true }: { rows?: number; title?: boolean }) {
  return (
    <div className="line-skeleton" role="status" aria-busy="true" aria-label="内容加载中">
      {title ? <span className="line-skeleton__title" style={{ display: 'block' }} /> : null}
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          className="line-skeleton__line"
          style={{ width: WIDTHS[i % WIDTHS.length] }}
        />
      ))}
    </div>
  );
}
