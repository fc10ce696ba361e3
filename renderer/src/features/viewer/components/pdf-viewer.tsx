import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { PageLoading } from '@/components/page-loading';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { ZOOM, currentPage, describePdfError, stepZoom } from '../lib/pdf-view-state';
import type { PDFDocumentProxy } from '../lib/pdf-js';
import { PdfPage } from './pdf-page';
import './viewer.css';

/** Fits the first page to the screen width (the zoom levels are relative to that). */
function useFitScale(
  doc: PDFDocumentProxy | null,
  container: RefObject<HTMLDivElement | null>,
): number | null {
  const [fit, setFit] = useState<number | null>(null);
  useEffect(() => {
    if (!doc) return;
    let alive = true;
    void doc.getPage(1).then((page) => {
      if (!alive) return;
      const width = (container.current?.clientWidth ?? window.innerWidth) - 16;
      setFit(Math.max(0.2, width / page.getViewport({ scale: 1 }).width));
    });
    return () => {
      alive = false;
    };
  }, [doc, container]);
  return fit;
}

/** A PDF with pdf.js: every page, zoom in and out, and `第 N / M 页` as the reader scrolls. */
export function PdfViewer({ url }: { url: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(url, attempt);
  const doc = state.status === 'ready' ? state.doc : null;
  const container = useRef<HTMLDivElement>(null);
  const fit = useFitScale(doc, container);
  const [zoom, setZoom] = useState<number>(ZOOM.DEFAULT);
  const [page, setPage] = useState(1);

  const track = useCallback(() => {
    const tops = [...(container.current?.querySelectorAll<HTMLElement>('.pdf-page') ?? [])].map(
      (el) => el.getBoundingClientRect().top,
    );
    setPage(currentPage(tops, window.innerHeight / 2));
  }, []);
  useEffect(() => {
    if (!doc) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(track);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    container.current?.addEventListener('scroll', onScroll, { passive: true });
    const el = container.current;
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      el?.removeEventListener('scroll', onScroll);
    };
  }, [doc, track]);

  if (state.status === 'error') {
    const { title, description } = describePdfError(state.error);
    return (
      <ErrorBlock
        status="default"
        title={title}
        description={description}
        style={{ padding: '48px 16px' }}
      >
        <Button
          color="primary"
          fill="outline"
          size="small"
          onClick={() => setAttempt((n) => n + 1)}
        >
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (!doc || fit === null) return <PageLoading />;

  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__pages" ref={container} data-testid="pdf-pages">
        {pages.map((n) => (
          <PdfPage key={n} doc={doc} pageNumber={n} scale={fit * zoom} />
        ))}
      </div>
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label="文件预览工具">
        <button
          type="button"
          aria-label="缩小"
          disabled={zoom <= ZOOM.MIN}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
        >
          <MinusOutline />
        </button>
        <span className="pdf-viewer__zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          aria-label="放大"
          disabled={zoom >= ZOOM.MAX}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
        >
          <AddOutline />
        </button>
        <span className="pdf-viewer__count" data-testid="pdf-page-count">
          第 {Math.min(page, doc.numPages)} / {doc.numPages} 页
        </span>
      </div>
    </div>
  );
}
