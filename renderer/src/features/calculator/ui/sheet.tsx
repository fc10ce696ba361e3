import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';

interface SheetProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Stays in view at the bottom while the content scrolls (totals and buttons). */
  readonly footer: ReactNode;
}

/**
 * A modal bottom sheet: focus moves into it on open and back to what opened it on close, Escape
 * and the backdrop close it, and the page behind is inert. Leaving the page closes it too: a
 * kept-alive page stays mounted while hidden, and its sheet must not cover the next page.
 */
export function Sheet({ title, onClose, children, footer }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => {
      root?.removeAttribute('inert');
      opener?.focus();
    };
  }, []);
  // Outside the app's root, which turns inert while the sheet is open.
  return createPortal(
    <div className="calc-sheet">
      <div className="calc-sheet__mask" onClick={onClose} aria-hidden="true" />
      <div
        className="calc-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId} className="calc-section__title">
          {title}
        </h2>
        <div className="calc-sheet__body">{children}</div>
        <div className="calc-sheet__footer">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
