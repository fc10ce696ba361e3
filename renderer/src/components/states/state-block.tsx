import type { ReactNode } from 'react';
import './states.css';

/** A light outline drawing: an empty tray, or a tray with a warning mark for errors. */
function StateIcon({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg
      className="state-block__icon"
      viewBox="0 0 96 72"
      aria-hidden="true"
      fill="none"
      strokeWidth="2"
    >
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#f0f1f3" />
      <path
        d="M18 40 28 18h40l10 22v16a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z"
        stroke="#c9cdd4"
        fill="#fafbfc"
      />
      <path d="M18 40h18l4 6h16l4-6h18" stroke="#c9cdd4" />
      {kind === 'error' ? (
        <g stroke="#ff8f1f" strokeLinecap="round">
          <path d="M48 24v10" />
          <path d="M48 39v.5" />
        </g>
      ) : null}
    </svg>
  );
}

type StateBlockProps = {
  kind: 'empty' | 'error';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** The shared look of empty and error states (no UI library: pages show it on first load). */
export function StateBlock({ kind, title, description, children }: StateBlockProps) {
  return (
    // `adm-error-block` too: these states replaced antd-mobile's ErrorBlock, and selectors written
    // against it (e2e specs) keep working.
    <section className="state-block adm-error-block" aria-label={title}>
      <StateIcon kind={kind} />
      <h3 className="state-block__title">{title}</h3>
      {description ? <p className="state-block__description">{description}</p> : null}
      {children ? <div className="state-block__actions">{children}</div> : null}
    </section>
  );
}
