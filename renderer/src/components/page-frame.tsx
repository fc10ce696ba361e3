import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isInApp } from '@/lib/bridge/detect';
import { BackIcon } from './icons';
import './page-frame.css';

type PageFrameProps = {
  title: string;
  children?: ReactNode;
  /** Right side of the title bar (e.g. a share button). */
  right?: ReactNode;
  /** Hide the H5 title bar (inside the native app, whose own title bar shows the title). */
  hideBar?: boolean;
};

/** Asks the native app to close its web view; the bridge client loads only then (not with the page). */
async function closeNativePage(): Promise<void> {
  const { bridge } = await import('@/lib/bridge');
  await bridge.call('closePage');
}

/**
 * The page's title bar with back, and its body. Back goes back in the app's history; on the page
 * the app was opened with, it closes the native web view in the app (the native page that opened
 * it is what the user came from) and goes home in a browser. Plain elements, no UI library: it is
 * on the first screen of every page people land on.
 */
export function PageFrame({ title, children, right, hideBar }: PageFrameProps) {
  const navigate = useNavigate();
  const back = () => {
    // history.state.idx is react-router's own index: 0 means this page was the entry point.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const goHome = () => navigate('/home', { replace: true });
    if (idx > 0) navigate(-1);
    else if (isInApp()) closeNativePage().catch(goHome);
    else goHome();
  };
  return (
    <div className="page-frame">
      {hideBar ? null : (
        <div className="page-frame__bar">
          <button type="button" className="page-frame__back" aria-label="返回" onClick={back}>
            <BackIcon size={22} />
          </button>
          <div className="page-frame__title">{title}</div>
          <div className="page-frame__right">{right}</div>
        </div>
      )}
      <main className="page-frame__body">{children}</main>
    </div>
  );
}
