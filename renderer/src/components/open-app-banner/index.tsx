import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { isInApp } from '@/lib/bridge/detect';
import { appDeepLink } from '@/lib/open-app';
import './open-app-banner.css';

/** How long the page waits for the app to take over before offering the download page. */
const APP_OPEN_WAIT_MS = 2000;

/**
 * For people who opened a shared link in a phone browser: open this page in the app, or download it.
 * When the app is not installed the scheme does nothing and the page is still visible, so we go on
 * to the download page. Not shown inside the app itself.
 */
export function OpenAppBanner({
  path,
  text = '打开税务通APP，阅读体验更佳',
}: {
  path: string;
  text?: string;
}) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Inside the app already (a shared link opened in its web view): nothing to offer.
  if (isInApp()) return null;
  const openApp = () => {
    window.location.href = appDeepLink(path);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (document.visibilityState === 'visible') navigate('/download');
    }, APP_OPEN_WAIT_MS);
  };
  return (
    <div className="open-app-banner" role="region" aria-label="打开APP">
      <div className="open-app-banner__logo" aria-hidden>
        税
      </div>
      <div className="open-app-banner__text">
        <strong>税务通</strong>
        <span>{text}</span>
      </div>
      <Button size="mini" color="primary" fill="outline" onClick={() => navigate('/download')}>
        下载APP
      </Button>
      <Button size="mini" color="primary" onClick={openApp}>
        打开APP
      </Button>
    </div>
  );
}
