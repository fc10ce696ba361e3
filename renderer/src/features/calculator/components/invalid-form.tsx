import { Link } from 'react-router';

/** Shown when a result URL's `:form` cannot be read (truncated link, older version). */
export function InvalidForm() {
  return (
    <div className="calc-empty" role="status">
      <h2 className="calc-empty__title">计算参数无效</h2>
      <p className="calc-empty__desc">链接可能不完整或已过期，请重新计算</p>
      <Link className="calc-btn calc-btn--primary" to="/calculator" replace>
        重新计算
      </Link>
    </div>
  );
}
