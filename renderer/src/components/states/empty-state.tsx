import type { ReactNode } from 'react';
import { StateBlock } from './state-block';

/** Nothing to show (an empty list, a missing resource). */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <StateBlock kind="empty" title={title} description={description}>
      {children}
    </StateBlock>
  );
}
