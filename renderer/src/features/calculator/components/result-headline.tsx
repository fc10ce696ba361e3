import type { ReactNode } from 'react';

/** The one big figure at the top of a result page. */
export function ResultHeadline({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="calc-headline">
      <div className="calc-headline__label">{label}</div>
      <div className="calc-headline__value">{value}</div>
    </div>
  );
}
