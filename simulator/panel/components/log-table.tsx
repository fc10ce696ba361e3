import type { ReactNode } from 'react';

/** The time of day of a log entry, as every log of the panel shows it. */
export const logTime = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });

type LogTableProps<T> = {
  /** The table's accessible name; none where the card's heading already says what it lists. */
  label?: string;
  /** The header cells, in order. */
  columns: readonly string[];
  entries: readonly T[];
  /** Said instead of the table while there is no entry. */
  empty: string;
  /** One entry's `<tr>`, with its key. */
  row: (entry: T, index: number) => ReactNode;
};

/** One of the panel's logs: a line while it is empty, else a table of one row per entry. */
export function LogTable<T>({ label, columns, entries, empty, row }: LogTableProps<T>) {
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <table className="log" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{entries.map((entry, index) => row(entry, index))}</tbody>
    </table>
  );
}
