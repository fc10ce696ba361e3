import { Link } from 'react-router';
import { isInApp } from '@/lib/bridge/detect';

/** Where the app's download page lives (`/app/download`, under the router's /app base). */
const APP_DOWNLOAD_PATH = '/app/download';

/**
 * For people who opened a shared link in a phone browser: open the article in the app, or get it.
 * Inside the app there is nothing to prompt.
 */
export function AppPromptBanner() {
  if (isInApp()) return null;
  return (
    <div className="app-prompt" role="region" aria-label="打开APP">
      <div className="app-prompt__text">
        <strong>税务通</strong>
        <span>在APP中阅读，体验更流畅</span>
      </div>
      <Link to={APP_DOWNLOAD_PATH} className="app-prompt__open">
        在APP中打开
      </Link>
    </div>
  );
}

/** The footer call to action of a share landing page. */
export function AppDownloadFooter() {
  if (isInApp()) return null;
  return (
    <div className="app-download-footer">
      <Link to={APP_DOWNLOAD_PATH} className="app-download-footer__link">
        下载APP，阅读更多财税干货
      </Link>
    </div>
  );
}
