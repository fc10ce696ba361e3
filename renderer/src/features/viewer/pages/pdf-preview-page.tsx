import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the viewer area's issue; until then only its frame. */
export function PdfPreviewPage() {
  return <ComingSoonFrame title="文件预览" />;
}
