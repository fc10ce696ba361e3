import type { ReactNode } from 'react';

export interface ResultRow {
  readonly label: string;
  readonly value: ReactNode;
  /** Emphasised (the tax and the take-home). */
  readonly strong?: boolean;
  /** A second line under the label. */
  readonly note?: ReactNode;
}

/** The figures of a result as label/value lines under an optional heading. */
export function ResultRows({ header, rows }: { header?: string; rows: readonly ResultRow[] }) {
  return (
    <section className="calc-result">
      {header ? <h2 className="calc-section__title">{header}</h2> : null}
      <dl className="calc-rows">
        {rows.map((row) => (
          <div key={row.label} className="calc-row">
            <dt className="calc-row__label">
              {row.label}
              {row.note ? <span className="calc-row__note">{row.note}</span> : null}
            </dt>
            <dd className={row.strong ? 'calc-row__value calc-result__strong' : 'calc-row__value'}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
