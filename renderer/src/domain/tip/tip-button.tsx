import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureLoggedIn } from '@/lib/auth';
import { tipCountText, tipReturnOrder, withoutTipReturn, type TipTarget } from './tip-target';
import './tip-button.css';

// The sheet (amounts, checkout) and the result load on demand: a reader who never tips does not
// download them (the article page's first-render JS budget, renderer/build/landing-pages.ts).
const dialogs = () => import('./tip-dialogs');
const TipSheet = lazy(() => dialogs().then((m) => ({ default: m.TipSheet })));
const TipResult = lazy(() => dialogs().then((m) => ({ default: m.TipResult })));

type Props = {
  target: TipTarget;
  /** The accessible name, naming the content: 打赏这篇文章, 打赏张三的回答. */
  name: string;
  /** Paid tips so far (null: not loaded). */
  count: number | null;
  /** A tip was paid: the page reloads the counts. */
  onTipped: () => void;
};

/**
 * 打赏 and the content's tip count. A tap asks anonymous users to log in first, then opens the tip
 * sheet; back from the cashier (the page's URL names the order), it shows what the server says.
 */
export function TipButton({ target, name, count, onTipped }: Props) {
  const [open, setOpen] = useState(false);
  const asking = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const returned = tipReturnOrder(location.search, target);

  const start = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      if (await ensureLoggedIn()) setOpen(true);
    } finally {
      asking.current = false;
    }
  };
  const closeResult = () =>
    navigate(
      {
        pathname: location.pathname,
        search: withoutTipReturn(location.search),
        hash: location.hash,
      },
      { replace: true },
    );

  return (
    <div className="tip">
      <button
        type="button"
        className="tip__button"
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => void start()}
      >
        打赏
      </button>
      <span className="tip__count">{count === null ? '' : tipCountText(count)}</span>
      <Suspense fallback={null}>
        {open ? <TipSheet target={target} title={name} onClose={() => setOpen(false)} /> : null}
        {returned ? <TipResult orderNo={returned} onPaid={onTipped} onClose={closeResult} /> : null}
      </Suspense>
    </div>
  );
}
