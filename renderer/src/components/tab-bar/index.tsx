import { useEffect, useRef, type KeyboardEvent } from 'react';
import './tab-bar.css';

export type TabItem<K extends string> = { key: K; title: string };

type Props<K extends string> = {
  tabs: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** `line`: an underlined row (the page's sections); `capsule`: chips (a filter). */
  variant?: 'line' | 'capsule';
  /** What the tabs choose between, for screen readers. */
  label: string;
  /** Panel ids by key, when the tabs control panels (aria-controls). */
  panelIdOf?: (key: K) => string;
  className?: string;
};

/**
 * A row of tabs that scrolls sideways when it overflows and keeps the chosen one in view; arrow
 * keys move between tabs as the WAI-ARIA tabs pattern expects. Plain CSS, no animation runtime:
 * the home page shows it on the first screen.
 */
export function TabBar<K extends string>({
  tabs,
  activeKey,
  onChange,
  variant = 'line',
  label,
  panelIdOf,
  className,
}: Props<K>) {
  const rowRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const row = rowRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    const firstRun = !mounted.current;
    mounted.current = true;
    if (!row || !active) return;
    // A new row starts scrolled to its first tab: reading positions now would force a layout of
    // the whole page into the first render's task, for nothing to scroll.
    if (firstRun && active === row.firstElementChild) return;
    // Centre the chosen tab in the row, without scrolling the page itself.
    row.scrollTo?.({
      left: active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = tabs.findIndex((t) => t.key === activeKey);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    rowRef.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };

  return (
    <div
      ref={rowRef}
      role="tablist"
      aria-label={label}
      className={`tab-bar tab-bar--${variant} ${className ?? ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            data-key={tab.key}
            aria-selected={selected}
            aria-controls={panelIdOf?.(tab.key)}
            tabIndex={selected ? 0 : -1}
            className="tab-bar__tab"
            onClick={() => onChange(tab.key)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
