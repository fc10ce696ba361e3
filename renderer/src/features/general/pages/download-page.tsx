import { DownloadView } from '../components/download-view';

/** /download — the download page shared links and prompts open. */
export function DownloadPage() {
  return <DownloadView title="下载APP" />;
}
