import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';

/** Nothing to show (an empty list, a missing resource). */
export function EmptyState({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <ErrorBlock status="empty" title={title} description={description ?? ''} style={{ padding: '48px 16px' }}>
      {children}
    </ErrorBlock>
  );
}
