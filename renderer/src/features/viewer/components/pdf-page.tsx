import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from '../lib/pdf-js';

type Props = {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels per PDF point. */
  scale: number;
};

/**
 * One page: sized at once from its viewport (so scrolling and the page indicator are right before it
 * is drawn), drawn when it comes near the screen, redrawn sharp at the device's pixel ratio on zoom.
 */
export function PdfPage({ doc, pageNumber, scale }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    let alive = true;
    void doc.getPage(pageNumber).then((p) => alive && setPage(p));
    return () => {
      alive = false;
    };
  }, [doc, pageNumber]);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    const el = canvas.current;
    if (!page || !near || !el) return;
    const viewport = page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.floor(viewport.width * ratio);
    el.height = Math.floor(viewport.height * ratio);
    const task = page.render({
      canvas: el,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page, near, scale]);

  const viewport = page?.getViewport({ scale });
  return (
    <div
      ref={holder}
      className="pdf-page"
      data-page={pageNumber}
      style={{
        width: viewport ? `${viewport.width}px` : '100%',
        height: viewport ? `${viewport.height}px` : '70vh',
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`第 ${pageNumber} 页`}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  );
}
