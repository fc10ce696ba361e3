import { DotLoading } from 'antd-mobile';

/** Shown while a page's code downloads. */
export function PageLoading() {
  return (
    <div
      role="status"
      aria-label="加载中"
      style={{ display: 'flex', justifyContent: 'center', padding: '40vh 0' }}
    >
      <DotLoading color="primary" />
    </div>
  );
}
