import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ViewerDocument } from '@/contracts/api/article';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, ErrorState } from '@/components/states';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { fetchDocument } from '../api/docs-api';
import { docsSource } from '../lib/docs-source';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { PdfViewer } from '../components/pdf-viewer';
import '../components/viewer.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; doc: ViewerDocument }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

function ApiDocument({ id }: { id: number }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDocument(id, controller.signal).then(
      (doc) => setState({ status: 'ready', doc }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          isApiError(error) && error.status === 404
            ? { status: 'missing' }
            : { status: 'error', error },
        );
      },
    );
    return () => controller.abort();
  }, [id, attempt]);
  const html = useMemo(
    () =>
      state.status === 'ready' && state.doc.kind === 'html' ? sanitizeHtml(state.doc.html) : '',
    [state],
  );

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing')
    return <EmptyState title="文档不存在" description="文档可能已被删除或链接有误" />;
  if (state.status === 'error')
    return <ErrorState error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  const { doc } = state;
  if (doc.kind === 'pdf') return <PdfViewer url={doc.url} />;
  return (
    <article className="doc-viewer">
      {/* Most documents open with their own title; the viewer adds one only where they don't. */}
      {/<h1[\s>]/i.test(html) ? null : <h1 className="doc-viewer__title">{doc.title}</h1>}
      <div className="doc-viewer__meta">更新于 {formatDate(doc.updatedAt, 'YYYY-MM-DD')}</div>
      {/* Sanitised by DOMPurify above. */}
      <div className="doc-viewer__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** `/docs`: the document viewer — `?id=` a document of the API (HTML or PDF), `?url=` a PDF. */
export function DocsPage() {
  const [params] = useSearchParams();
  const source = docsSource(params, window.location.href);
  return (
    <PageFrame title="文档查看">
      {source.kind === 'document' ? <ApiDocument id={source.id} /> : null}
      {source.kind === 'pdf' ? <PdfViewer url={source.url} /> : null}
      {source.kind === 'unsupported' ? (
        <EmptyState title="暂不支持预览该格式" description="目前仅支持预览 PDF 文件">
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            下载原文件
          </a>
        </EmptyState>
      ) : null}
      {source.kind === 'invalid' ? (
        <EmptyState title="文档地址无效" description="缺少文档编号或文件地址" />
      ) : null}
    </PageFrame>
  );
}
