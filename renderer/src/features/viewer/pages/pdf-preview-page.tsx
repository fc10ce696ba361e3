import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { EmptyState } from '@/components/states';
import { PdfViewer } from '../components/pdf-viewer';
import { parsePdfUrl } from '../lib/pdf-url';

/** `/pdf/:url`: previews the PDF at the encoded URL. */
export function PdfPreviewPage() {
  const { url: raw } = useParams();
  const url = parsePdfUrl(raw, window.location.href);
  return (
    <PageFrame title="文件预览">
      {url ? (
        <PdfViewer url={url} />
      ) : (
        <EmptyState title="文件地址无效" description="链接不完整或不是可预览的文件地址" />
      )}
    </PageFrame>
  );
}
