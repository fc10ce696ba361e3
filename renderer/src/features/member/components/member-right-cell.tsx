import { rightCell } from '../lib/member-display';

/** One rights-table cell: ✓ / ✗ with words for screen readers, or the quota as text. */
export function MemberRightCell({ value }: { value: string }) {
  const cell = rightCell(value);
  if (cell.kind === 'quota') return <span className="member-right-cell">{cell.text}</span>;
  return (
    <span
      className={`member-right-cell member-right-cell--${cell.kind}`}
      role="img"
      aria-label={cell.text}
    >
      {cell.kind === 'yes' ? '✓' : '✗'}
    </span>
  );
}
