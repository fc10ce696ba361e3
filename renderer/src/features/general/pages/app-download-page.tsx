import { DownloadView } from '../components/download-view';

/** /app/download — the download page the app's version check points to. */
export function AppDownloadPage() {
  return <DownloadView title="下载APP" />;
}
