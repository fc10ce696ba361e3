import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useBox } from '../hooks/use-box';

/** The drawer's height bounds: a few rows at least, and the phones keep most of the window. */
const MIN_HEIGHT = 120;
const MAX_SHARE = 0.5;
const KEY_STEP = 40;

const clampHeight = (height: number) =>
  Math.round(Math.max(MIN_HEIGHT, Math.min(window.innerHeight * MAX_SHARE, height)));

/**
 * A log in a drawer along the window's bottom, as wide as the window, whose top edge drags (or,
 * focused, moves with the arrow keys) to resize it. It is part of the page's layout, not over it:
 * the phones above fit the height it leaves, so none scrolls out of sight. Where the phones need
 * more (the panel keeps them their least height), it yields: it is drawn shorter than asked.
 */
export function LogDrawer({
  id,
  labelledBy,
  title,
  onClose,
  children,
}: {
  id: string;
  /** The tab that opened it (the drawer is that tab's panel). */
  labelledBy: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [height, setHeight] = useState(() => clampHeight(window.innerHeight * 0.3));
  const drawer = useRef<HTMLElement>(null);
  // The height it is drawn at: no more than asked, less where the phones above need the room.
  const box = useBox(drawer);
  const drawn = box && box.height > 0 ? Math.round(box.height) : height;
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1) return;
    setHeight(clampHeight(window.innerHeight - event.clientY));
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowUp: KEY_STEP, ArrowDown: -KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setHeight(clampHeight(Math.min(height, drawn) + step));
  };
  return (
    <section
      id={id}
      className="log-drawer"
      role="tabpanel"
      aria-labelledby={labelledBy}
      style={{ height, minHeight: MIN_HEIGHT }}
      ref={drawer}
    >
      <div
        className="log-drawer-handle"
        role="separator"
        aria-orientation="horizontal"
        aria-label="调整日志高度"
        aria-valuenow={Math.min(height, drawn)}
        aria-valuemin={MIN_HEIGHT}
        aria-valuemax={Math.round(window.innerHeight * MAX_SHARE)}
        tabIndex={0}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={drag}
        onKeyDown={key}
      />
      <header className="log-drawer-header">
        <h2>{title}</h2>
        <button type="button" onClick={onClose}>
          收起日志
        </button>
      </header>
      <div className="log-drawer-body">{children}</div>
    </section>
  );
}
