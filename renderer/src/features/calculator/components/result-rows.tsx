import { List } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface ResultRow {
  readonly label: string;
  readonly value: ReactNode;
  /** Emphasised (the tax and the take-home). */
  readonly strong?: boolean;
}

/** The figures of a result as label/value lines. */
export function ResultRows({ header, rows }: { header?: string; rows: readonly ResultRow[] }) {
  return (
    <List header={header} className="calc-result">
      {rows.map((row) => (
        <List.Item key={row.label} extra={<span className={row.strong ? 'calc-result__strong' : undefined}>{row.value}</span>}>
          {row.label}
        </List.Item>
      ))}
    </List>
  );
}
