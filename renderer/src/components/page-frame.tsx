import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NavBar, ErrorBlock } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { bridge, isInApp } from '@/lib/bridge';
import './page-frame.css';

type PageFrameProps = {
  title: string;
  children?: ReactNode;
  /** Right side of the title bar (e.g. a share button). */
  right?: ReactNode;
  /** Hide the H5 title bar (inside the native app, whose own title bar shows the title). */
  hideBar?: boolean;
};

/**
 * The page's title bar with back, and its body. Back goes back in the app's history; on the page
 * the app was opened with, it closes the native web view in the app (the native page that opened
 * it is what the user came from) and goes home in a browser.
 */
export function PageFrame({ title, children, right, hideBar }: PageFrameProps) {
  const navigate = useNavigate();
  const back = () => {
    // history.state.idx is react-router's own index: 0 means this page was the entry point.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const goHome = () => navigate('/home', { replace: true });
    if (idx > 0) navigate(-1);
    else if (isInApp()) bridge.call('closePage').catch(goHome);
    else goHome();
  };
  return (
    <div className="page-frame">
      {hideBar ? null : (
        <NavBar
          className="page-frame__bar"
          onBack={back}
          right={right}
          // NavBar's back area has a button role but no name: the label names it for screen readers.
          backIcon={
            <span aria-label="返回">
              <LeftOutline />
            </span>
          }
        >
          {title}
        </NavBar>
      )}
      <main className="page-frame__body">{children}</main>
    </div>
  );
}

/** The frame of an area that a later release builds: title bar, back, and an honest notice. */
export function ComingSoonFrame({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <ErrorBlock status="empty" title="敬请期待" description="该功能正在建设中" />
    </PageFrame>
  );
}
