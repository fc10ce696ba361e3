/**
 * A QA section's row of state-changing buttons (live room, campaign…), all disabled while one
 * action is pending so a double click never sends two.
 */
export function ActionButtons<A extends string>({
  label,
  actions,
  busy,
  onAction,
}: {
  label: string;
  actions: readonly { action: A; label: string }[];
  busy: boolean;
  onAction: (action: A) => void;
}) {
  return (
    <div className="row" role="group" aria-label={label}>
      {actions.map((a) => (
        <button key={a.action} type="button" disabled={busy} onClick={() => onAction(a.action)}>
          {a.label}
        </button>
      ))}
    </div>
  );
}
