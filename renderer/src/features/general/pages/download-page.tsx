import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the general area's issue; until then only its frame. */
export function DownloadPage() {
  return <ComingSoonFrame title="下载APP" />;
}
