import { useRef, type KeyboardEvent } from 'react';

interface TabItem {
  readonly key: string;
  readonly title: string;
}

interface TabsProps {
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly active: string;
  readonly onChange: (key: string) => void;
  /** The id of the panel the tabs control. */
  readonly panelId: string;
}

/** A row of tabs (WAI-ARIA tabs pattern: arrow keys move between them, only the active one is in the tab order). */
export function Tabs({ label, items, active, onChange, panelId }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((t) => t.key === active);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    e.preventDefault();
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="calc-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {items.map((t) => {
        const selected = t.key === active;
        return (
          <button
            key={t.key}
            type="button"
            role="tab"
            data-key={t.key}
            className="calc-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.key)}
          >
            {t.title}
          </button>
        );
      })}
    </div>
  );
}
