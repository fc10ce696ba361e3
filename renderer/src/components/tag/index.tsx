import type { ReactNode } from 'react';
import './tag.css';

/** A small outlined label (antd-mobile's Tag look) without the library: reading pages show them first. */
export function Tag({
  color = 'default',
  children,
}: {
  color?: 'default' | 'primary' | 'warning';
  children: ReactNode;
}) {
  return <span className={`app-tag app-tag--${color}`}>{children}</span>;
}
